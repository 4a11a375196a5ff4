/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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
import { formatCount, formatShortDate } from "~/i18n/format";
import { useHydrated } from "~/ui/hydrated";
import { PageHeader } from "~/ui/page";
import { useShell } from "./_app";
import { TableScroll } from "~/ui/table-scroll";
import { stylesheets } from "~/ui/stylesheets";

export const meta: MetaFunction = () => [{ title: "Refer a friend · Patient Portal" }];
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
  return {
    staff: false as const,
    code,
    url,
    qr: qrSvg(url, { label: `QR code: opens the request-information page with the referral code ${code}` }),
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
  const clinic = user.clinic;
  const mail = `mailto:?subject=${encodeURIComponent("A weight-loss programme that worked for me")}&body=${encodeURIComponent(
    `Hi,\n\nI have been following a medical weight-loss programme with ${clinic?.name ?? "my clinic"}. If you would like to know more, ask them here (my referral code is ${code}):\n\n${url}\n\n${user.first_name}`,
  )}`;
  return (
    <section className="page referral-page">
      <PageHeader
        title="Refer a friend"
        subtitle="Know someone who would like support with their weight? Print your card or share your link."
        actions={
          hydrated ? (
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              Print my card
            </button>
          ) : (
            <span className="muted small">Print this page to print your card.</span>
          )
        }
      />
      <div className="referral-layout">
        <div className="referral-card-wrap">
          <article className="referral-card" aria-labelledby="referral-card-title">
            <div className="referral-card-text">
              <p className="referral-kicker">An invitation from {user.first_name}</p>
              <h2 id="referral-card-title">Start your own weight-loss journey</h2>
              <p>
                {user.first_name} is a patient of our medical weight-loss programme. Scan the code or visit the link to ask a clinic near you for
                information.
              </p>
              <p className="referral-code">
                Referral code <strong>{code}</strong>
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
          <h2 id="share-title">Share your link</h2>
          <p className="muted">Your friend lands on the request-information page with your code filled in. The page never shows your name.</p>
          <div className="field">
            <label htmlFor="referral-link">Your link</label>
            <input id="referral-link" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div className="button-row">
            <a className="btn btn-secondary" href={mail}>
              Email the link
            </a>
            <Link className="btn btn-ghost" to={`${paths.requestInformation()}?ref=${code}`} target="_blank" rel="noreferrer">
              Open the page <span className="visually-hidden">(opens in a new tab)</span>
            </Link>
          </div>
          <p className="referral-count">
            {referrals === 0
              ? "No one has asked with your code yet."
              : `${formatCount(referrals)} ${referrals === 1 ? "friend has" : "friends have"} asked about the programme with your code. Thank you!`}
          </p>
        </aside>
      </div>
      <section className="card referral-video no-print" aria-labelledby="video-title">
        <h2 id="video-title">{PROGRAMME_VIDEO.title}</h2>
        <p className="muted">A {PROGRAMME_VIDEO.seconds}-second introduction to share with your friend: what the first visit, the weigh-ins and the portal are like.</p>
        {/* Captions are a track of their own; the transcript below says the same. */}
        <video controls preload="metadata" width={640} height={360} className="referral-video-player">
          <source src={PROGRAMME_VIDEO.src} type="video/webm" />
          <track kind="captions" src={PROGRAMME_VIDEO.captions} srcLang="en" label="English" default />
          Your browser cannot play this video. The transcript below says what it shows.
        </video>
        <details className="referral-transcript">
          <summary>Transcript</summary>
          <ol>
            {PROGRAMME_VIDEO.transcript.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </details>
      </section>
    </section>
  );
}

function StaffReferrals({ leads, offset, all }: { leads: { count: number; results: LeadJson[] }; offset: number; all: boolean }) {
  return (
    <section className="page referral-page">
      <PageHeader
        title="Refer a friend"
        subtitle="Referrals: the leads from the request-information and appointment pages, with the member whose referral code brought each one."
      />
      <nav className="tabs" aria-label="Leads">
        <Link to={paths.referAFriend()} className={!all ? "active" : undefined} aria-current={!all ? "page" : undefined}>
          With a referral code
        </Link>
        <Link to={`${paths.referAFriend()}?all=1`} className={all ? "active" : undefined} aria-current={all ? "page" : undefined}>
          All leads
        </Link>
      </nav>
      {leads.results.length === 0 ? (
        <div className="card empty-state">
          <p>{all ? "No leads yet." : "No lead has come with a referral code yet."}</p>
        </div>
      ) : (
        <TableScroll label="Leads" className="card card-flush">
          <table className="table leads-table">
            <caption className="visually-hidden">Leads, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Zip</th>
                <th scope="col">Subject</th>
                <th scope="col">Referral code</th>
                <th scope="col">Referred by</th>
              </tr>
            </thead>
            <tbody>
              {leads.results.map((l) => (
                <tr key={l.id}>
                  <td>{formatShortDate(l.created_at)}</td>
                  <td>{l.first_name}</td>
                  <td>{l.email}</td>
                  <td>{l.zip}</td>
                  <td>{l.subject}</td>
                  <td>{l.referral_code ?? "—"}</td>
                  <td>
                    {l.referred_by ? (
                      <>
                        {l.referred_by.first_name} {l.referred_by.last_name}
                        <br />
                        <span className="muted small">
                          {l.referred_by.email}
                          {l.referred_by.clinic ? ` · ${l.referred_by.clinic}` : ""}
                        </span>
                      </>
                    ) : l.referral_code ? (
                      <span className="muted">No member has this code</span>
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
      <Pagination count={leads.count} limit={LEADS_PAGE} offset={offset} label="Lead pages" />
    </section>
  );
}
