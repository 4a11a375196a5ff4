import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { isAdmin } from "~/domain/users";
import { requireUser } from "~/auth/auth.server";
import { pageData } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { Pagination } from "~/ui/pagination";
import { paths } from "~/paths";
import { referralCard } from "~/referral/codes.server";
import { listLeads, type LeadJson } from "~/referral/leads.server";
import { qrSvg } from "~/referral/qr.server";
import { PROGRAMME_VIDEO } from "~/referral/video";
import referralStyles from "~/styles/referral.css";
import { pageLanguage, translate } from "~/i18n/i18n.server";
import { useFormat } from "~/i18n/react";
import { useHydrated } from "~/ui/hydrated";
import { PageHeader } from "~/ui/page";
import { useShell } from "./_app";
import { TableScroll } from "~/ui/table-scroll";
import { stylesheets } from "~/ui/stylesheets";

export const handle = { i18n: ["referral"], title: "referral:title" };
export const links = stylesheets(referralStyles);

const LEADS_PAGE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (isAdmin(user)) {
    const q = readParams(request, { offset: param.offset(LEADS_PAGE), all: param.flag() });
    const leads = pageData(await listLeads(user, { referredOnly: !q.all, limit: LEADS_PAGE, offset: q.offset }));
    return { staff: true as const, leads, offset: q.offset, all: q.all };
  }
  const { code, url, referrals } = pageData(await referralCard(user));
  const language = await pageLanguage(request, user.language);
  return {
    staff: false as const,
    code,
    url,
    qr: qrSvg(url, { label: translate(language, "referral:card.qrLabel", { code }) }),
    referrals,
  };
}

export default function ReferAFriendPage() {
  const data = useLoaderData<typeof loader>();
  if (data.staff) return <StaffReferrals leads={data.leads} offset={data.offset} all={data.all} />;
  return <ReferralCardPage code={data.code} url={data.url} qr={data.qr} referrals={data.referrals} />;
}

function ReferralCardPage({ code, url, qr, referrals }: { code: string; url: string; qr: string; referrals: number }) {
  const { user } = useShell();
  const hydrated = useHydrated();
  const { t } = useTranslation("referral");
  const f = useFormat();
  const clinic = user.clinic;
  // The invitee has no account: the email is written in the sender's language.
  const body = clinic ? t("mail.body", { clinic: clinic.name, code, url, name: user.first_name }) : t("mail.bodyNoClinic", { code, url, name: user.first_name });
  const mail = `mailto:?subject=${encodeURIComponent(t("mail.subject"))}&body=${encodeURIComponent(body)}`;
  return (
    <section className="page referral-page">
      <PageHeader
        title={t("title")}
        subtitle={t("card.subtitle")}
        actions={
          hydrated ? (
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {t("card.print")}
            </button>
          ) : (
            <span className="muted small">{t("card.printHint")}</span>
          )
        }
      />
      <div className="referral-layout">
        <div className="referral-card-wrap">
          <article className="referral-card" aria-labelledby="referral-card-title">
            <div className="referral-card-text">
              <p className="referral-kicker">{t("card.kicker", { name: user.first_name })}</p>
              <h2 id="referral-card-title">{t("card.title")}</h2>
              <p>{t("card.text", { name: user.first_name })}</p>
              <p className="referral-code">
                <Trans t={t} i18nKey="card.code" values={{ code }} components={[<strong key="code" />]} />
              </p>
              {clinic ? (
                <address className="referral-clinic">
                  <strong>{clinic.name}</strong>
                  <br />
                  {clinic.city}, {clinic.state}
                  <br />
                  <a href={`tel:${clinic.phone.replace(/[^\d+]/g, "")}`}>{clinic.phone}</a>
                </address>
              ) : null}
            </div>
            <figure className="referral-qr">
              {/* Our own SVG, drawn on the server from the link below (app/referral/qr.server.ts). */}
              <div className="referral-qr-code" dangerouslySetInnerHTML={{ __html: qr }} />
              <figcaption className="referral-url">{url}</figcaption>
            </figure>
          </article>
        </div>
        <aside className="card referral-share no-print" aria-labelledby="share-title">
          <h2 id="share-title">{t("share.title")}</h2>
          <p className="muted">{t("share.text")}</p>
          <div className="field">
            <label htmlFor="referral-link">{t("share.yourLink")}</label>
            <input id="referral-link" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="button-row">
            <a className="btn btn-secondary" href={mail}>
              {t("share.email")}
            </a>
            <Link className="btn btn-ghost" to={`${paths.requestInformation()}?ref=${code}`} target="_blank" rel="noreferrer">
              <Trans t={t} i18nKey="share.open" components={[<span key="hint" className="visually-hidden" />]} />
            </Link>
          </div>
          <p className="referral-count">
            {referrals === 0 ? t("share.none") : t("share.asked", { count: referrals, n: f.count(referrals) })}
          </p>
        </aside>
      </div>
      <section className="card referral-video no-print" aria-labelledby="video-title">
        <h2 id="video-title">{t("video.title")}</h2>
        <p className="muted">{t("video.intro", { seconds: PROGRAMME_VIDEO.seconds })}</p>
        {/* Captions are a track of their own; the transcript below says the same. */}
        <video controls preload="metadata" width={640} height={360} className="referral-video-player">
          <source src={PROGRAMME_VIDEO.src} type="video/webm" />
          <track kind="captions" src={PROGRAMME_VIDEO.captions} srcLang="en" label={t("video.captions")} default />
          {t("video.unsupported")}
        </video>
        <details className="referral-transcript">
          <summary>{t("video.transcript")}</summary>
          <ol>
            {PROGRAMME_VIDEO.transcript.map((line) => (
              <li key={line}>{t(`video.lines.${line}`)}</li>
            ))}
          </ol>
        </details>
      </section>
    </section>
  );
}

function StaffReferrals({ leads, offset, all }: { leads: { count: number; results: LeadJson[] }; offset: number; all: boolean }) {
  const { t } = useTranslation("referral");
  const f = useFormat();
  return (
    <section className="page referral-page">
      <PageHeader
        title={t("title")}
        subtitle={t("leads.subtitle")}
      />
      <nav className="tabs" aria-label={t("leads.tabs")}>
        <Link to={paths.referAFriend()} className={!all ? "active" : undefined} aria-current={!all ? "page" : undefined}>
          {t("leads.withCode")}
        </Link>
        <Link to={`${paths.referAFriend()}?all=1`} className={all ? "active" : undefined} aria-current={all ? "page" : undefined}>
          {t("leads.all")}
        </Link>
      </nav>
      {leads.results.length === 0 ? (
        <div className="card empty-state">
          <p>{all ? t("leads.none") : t("leads.noneWithCode")}</p>
        </div>
      ) : (
        <TableScroll label={t("leads.label")} className="card card-flush">
          <table className="table leads-table">
            <caption className="visually-hidden">{t("leads.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("leads.received")}</th>
                <th scope="col">{t("leads.name")}</th>
                <th scope="col">{t("leads.email")}</th>
                <th scope="col">{t("leads.zip")}</th>
                <th scope="col">{t("leads.subject")}</th>
                <th scope="col">{t("leads.code")}</th>
                <th scope="col">{t("leads.referredBy")}</th>
              </tr>
            </thead>
            <tbody>
              {leads.results.map((l) => (
                <tr key={l.id}>
                  <td>{f.shortDate(l.created_at)}</td>
                  <td>{l.first_name}</td>
                  <td>{l.email}</td>
                  <td>{l.zip}</td>
                  <td>{l.subject}</td>
                  <td>{l.referral_code ?? "—"}</td>
                  <td>
                    {l.referred_by ? (
                      <>
                        {t("leads.referrer", { first: l.referred_by.first_name, last: l.referred_by.last_name })}
                        <br />
                        <span className="muted small">
                          {l.referred_by.email}
                          {l.referred_by.clinic ? ` · ${l.referred_by.clinic}` : ""}
                        </span>
                      </>
                    ) : l.referral_code ? (
                      <span className="muted">{t("leads.noMember")}</span>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pagination count={leads.count} limit={LEADS_PAGE} offset={offset} label={t("leads.pages")} />
    </section>
  );
}
