import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import type { TFunction } from "i18next";
import { useFormat } from "~/i18n/react";
import type { Formats } from "~/i18n/format";
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
import { PageHeader } from "~/ui/page";
import { auditOwn } from "~/security/audit.server";
import { stylesheets } from "~/ui/stylesheets";
import { pageLanguage } from "~/i18n/i18n.server";

export const links = stylesheets(progressStyles, badgeStyles);

export const handle = { i18n: ["badges"], title: "badges:page.title" };

const EARNINGS_PAGE = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const q = readParams(request, { badge: param.id(), offset: param.offset(EARNINGS_PAGE) });
  const language = await pageLanguage(request, user.language);
  const cards = await badgeCards(user, user.units, language);
  const detail = q.badge ? foundOr404(await badgeEarnings(user, q.badge, { limit: EARNINGS_PAGE, offset: q.offset }, user.units, language)) : null;
  await auditOwn({ request, context, user }, "read", "badge");
  return { cards, detail, offset: q.offset };
}

export default function MyBadgesPage() {
  const { cards, detail, offset } = useLoaderData<typeof loader>();
  const earned = cards.filter((c) => c.badge_count > 0);
  const times = earned.reduce((n, c) => n + c.badge_count, 0);
  const { t } = useTranslation("badges");
  const f = useFormat();
  return (
    <section className="page badges-page">
      <PageHeader
        title={t("page.title")}
        subtitle={t("page.subtitle")}
      />
      <p className="badges-summary">
        {earned.length === 0
          ? t("page.none")
          : times > earned.length
            ? t("page.earnedTimes", { earned: f.count(earned.length), count: cards.length, times: f.count(times) })
            : t("page.earned", { earned: f.count(earned.length), count: cards.length })}
      </p>
      <ul className="plain-list award-grid" aria-label={t("page.list")}>
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
  const { t } = useTranslation("badges");
  const f = useFormat();
  return (
    <article className={`card award-card${earned ? " award-earned" : " award-locked"}`} aria-labelledby={`badge-${card.id}`}>
      <img src={card.image} alt="" width={96} height={96} className="award-image" />
      <h2 id={`badge-${card.id}`} className="award-name">
        {card.name}
      </h2>
      <p className="award-status">
        {earned ? (
          <>
            <span className="award-count">{card.badge_count === 1 ? t("card.earned") : t("card.earnedTimes", { count: card.badge_count })}</span>
            {card.last_earned ? <span className="muted"> · {f.shortDate(card.last_earned)}</span> : null}
          </>
        ) : (
          <span className="muted">{t("card.notYet")}</span>
        )}
      </p>
      <p className="award-rule">{card.description}</p>
      <Link to={`${paths.myBadges()}?badge=${card.id}`} className="btn btn-secondary btn-sm" preventScrollReset aria-label={t("card.detailsOf", { name: card.name })}>
        {t("card.details")}
      </Link>
    </article>
  );
}

function rangeText(e: MemberBadge, t: TFunction<"badges">, f: Formats): string {
  if (e.date_range.length === 1) return f.date(e.date_range[0]);
  const [start, end] = e.date_range;
  return t("panel.range", { start: f.shortDate(start), end: f.shortDate(end), count: daysBetween(start, end) + 1, earned: f.shortDate(e.earned) });
}

function BadgePanel({ badge, earnings, count, offset }: { badge: BadgeCard; earnings: MemberBadge[]; count: number; offset: number }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete("badge");
  params.delete("offset");
  const closeTo = params.toString() ? `${paths.myBadges()}?${params}` : paths.myBadges();
  const { t } = useTranslation("badges");
  const f = useFormat();
  return (
    <SidePanel title={badge.name} closeTo={closeTo}>
      <div className="award-detail">
        <img src={badge.image} alt="" width={120} height={120} className={badge.badge_count ? "award-image" : "award-image award-image-locked"} />
        <p>{badge.description}</p>
      </div>
      {count === 0 ? (
        <p className="empty-note">{t("panel.notYet")}</p>
      ) : (
        <>
          <h3>{count === 1 ? t("panel.once") : t("panel.times", { count, times: f.count(count) })}</h3>
          <ol className="plain-list award-earnings">
            {earnings.map((e) => (
              <li key={e.id}>
                <Trans
                  t={t}
                  i18nKey={e.date_range.length === 1 ? "panel.achieved" : "panel.streak"}
                  values={{ when: rangeText(e, t, f) }}
                  components={[<span key="kind" className="award-earning-kind" />]}
                />
              </li>
            ))}
          </ol>
          <Pagination count={count} limit={EARNINGS_PAGE} offset={offset} label={t("panel.pages")} />
        </>
      )}
    </SidePanel>
  );
}
