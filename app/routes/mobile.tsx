import { useTranslation } from "~/i18n/use-translation";
import { CLINIC_COUNT, EXTERNAL } from "~/config/links";
import { paths } from "~/paths";
import { Footer, Logo } from "~/ui/chrome";
import { useLeaveMobileWhenWide } from "~/ui/viewport";
import publicCss from "~/styles/public.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(publicCss);

export const handle = { i18n: ["public"], title: "public:pageTitle.mobile" };

/** The phone notice. Its content is not in the spec; see docs/decisions/0005-undetailed-screens.md. */
export default function Mobile() {
  useLeaveMobileWhenWide();
  const { t } = useTranslation("public");
  return (
    <div className="public-shell">
      <header className="public-header">
        <Logo to={paths.root()} />
      </header>
      <main id="main" className="mobile-main">
        <section className="card mobile-card" aria-labelledby="mobile-title">
          <h1 id="mobile-title">{t("mobile.title")}</h1>
          <p>{t("mobile.text")}</p>
          <p>
            <a className="btn btn-primary btn-block" href={EXTERNAL.appStore}>
              {t("mobile.get")}
            </a>
          </p>
          <p className="muted">{t("mobile.signedOut", { clinics: CLINIC_COUNT })}</p>
        </section>
      </main>
      <Footer />
    </div>
  );
}
