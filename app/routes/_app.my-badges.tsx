/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser } from "~/auth/auth.server";
import { badgeCards, badgeEarnings, type BadgeCard, type MemberBadge } from "~/badges/award.server";
import { daysBetween } from "~/domain/calendar";
import { foundOr404 } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { SidePanel } from "~/ui/side-panel";
import badgeStyles from "~/styles/badges.css";
import progressStyles from "~/styles/progress.css";
import { formatCount, formatDate, formatShortDate } from "~/ui/format";
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import { stylesheets } from "~/ui/stylesheets";

export const meta: MetaFunction = () => [{ title: "My badges · Patient Portal" }];
export const links = stylesheets(progressStyles, badgeStyles);

const EARNINGS_PAGE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = readParams(request, { badge: param.id(), offset: param.offset(EARNINGS_PAGE) });
  const cards = await badgeCards(user, user.units);
  const detail = q.badge ? foundOr404(await badgeEarnings(user, q.badge, { limit: EARNINGS_PAGE, offset: q.offset }, user.units)) : null;
  await auditOwn({ request, context, user }, "read", "badge");
  return { cards, detail, offset: q.offset };
}

export default function MyBadgesPage() {
  const { cards, detail, offset } = useLoaderData<typeof loader>();
  const earned = cards.filter((c) => c.badge_count > 0);
  const times = earned.reduce((n, c) => n + c.badge_count, 0);
  return (
    <section className="page badges-page">
      <PageHeader
        title="My badges"
        subtitle="Badges celebrate the habits that bring results. Earned badges are in colour; the others say what earns them."
      />
      <p className="badges-summary">
        {earned.length === 0
          ? "No badges yet. Your first weigh-in below your start, a week of journaling or your first workout will earn one."
          : `You have earned ${formatCount(earned.length)} of ${cards.length} badges${times > earned.length ? `, ${formatCount(times)} times in all` : ""}.`}
      </p>
      <ul className="plain-list award-grid" aria-label="Badges">
        {cards.map((card) => (
          <li key={card.id}>
            <BadgeCardView card={card} />
          </li>
        ))}
      </ul>
      {detail ? <BadgePanel badge={detail.badge} earnings={detail.results} count={detail.count} offset={offset} /> : null}
    </section>
  );
}

function BadgeCardView({ card }: { card: BadgeCard }) {
  const earned = card.badge_count > 0;
  return (
    <article className={`card award-card${earned ? " award-earned" : " award-locked"}`} aria-labelledby={`badge-${card.id}`}>
      <img src={card.image} alt="" width={96} height={96} className="award-image" />
      <h2 id={`badge-${card.id}`} className="award-name">
        {card.name}
      </h2>
      <p className="award-status">
        {earned ? (
          <>
            <span className="award-count">{card.badge_count === 1 ? "Earned" : `Earned ${card.badge_count} times`}</span>
            {card.last_earned ? <span className="muted"> · {formatShortDate(card.last_earned)}</span> : null}
          </>
        ) : (
          <span className="muted">Not earned yet</span>
        )}
      </p>
      <p className="award-rule">{card.description}</p>
      <Link to={`${paths.myBadges()}?badge=${card.id}`} className="btn btn-secondary btn-sm" preventScrollReset aria-label={`Details of ${card.name}`}>
        Details
      </Link>
    </article>
  );
}

function rangeText(e: MemberBadge): string {
  if (e.date_range.length === 1) return formatDate(e.date_range[0]);
  const [start, end] = e.date_range;
  return `${formatShortDate(start)} – ${formatShortDate(end)} (${daysBetween(start, end) + 1} days), earned ${formatShortDate(e.earned)}`;
}

function BadgePanel({ badge, earnings, count, offset }: { badge: BadgeCard; earnings: MemberBadge[]; count: number; offset: number }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("badge");
  params.delete("offset");
  const closeTo = params.toString() ? `${paths.myBadges()}?${params}` : paths.myBadges();
  return (
    <SidePanel title={badge.name} closeTo={closeTo}>
      <div className="award-detail">
        <img src={badge.image} alt="" width={120} height={120} className={badge.badge_count ? "award-image" : "award-image award-image-locked"} />
        <p>{badge.description}</p>
      </div>
      {count === 0 ? (
        <p className="empty-note">Not earned yet.</p>
      ) : (
        <>
          <h3>{count === 1 ? "Earned once" : `Earned ${formatCount(count)} times`}</h3>
          <ol className="plain-list award-earnings">
            {earnings.map((e) => (
              <li key={e.id}>
                <span className="award-earning-kind">{e.date_range.length === 1 ? "Achieved" : "Streak"}</span> {rangeText(e)}
              </li>
            ))}
          </ol>
          <Pagination count={count} limit={EARNINGS_PAGE} offset={offset} label="Earnings pages" />
        </>
      )}
    </SidePanel>
  );
}
