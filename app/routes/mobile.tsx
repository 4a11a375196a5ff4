/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import type { MetaFunction } from "@remix-run/node";
import { CLINIC_COUNT, EXTERNAL } from "~/config/links";
import { paths } from "~/paths";
import { Footer, Logo } from "~/ui/chrome";
import { useLeaveMobileWhenWide } from "~/ui/viewport";
import publicCss from "~/styles/public.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(publicCss);

export const meta: MetaFunction = () => [{ title: "Use our mobile app · Patient Portal" }];

/** The phone notice. Its content is not in the spec; see docs/decisions/0005-undetailed-screens.md. */
export default function Mobile() {
  useLeaveMobileWhenWide();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Logo to={paths.root()} />
      </header>
      <main id="main" className="mobile-main">
        <section className="card mobile-card" aria-labelledby="mobile-title">
          <h1 id="mobile-title">On a phone? Use our app.</h1>
          <p>
            The patient portal is built for tablets and computers. On your phone, the free app for iPhone and Android gives you the
            same journal, recipes, workouts and weight tracking with the same sign-in.
          </p>
          <p>
            <a className="btn btn-primary btn-block" href={EXTERNAL.appStore}>
              Get the mobile app
            </a>
          </p>
          <p className="muted">
            For your privacy you have been signed out here. Open the portal on a wider screen to continue. Questions? Call any of
            our {CLINIC_COUNT} clinics.
          </p>
        </section>
      </main>
      <Footer />
    </div>
  );
}
