import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { EXTERNAL, FIRST_COPYRIGHT_YEAR } from "~/config/links";

export function Logo({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    // Named by what it shows ("Patient Portal beta"): a name other than its words fails WCAG 2.5.3.
    <Link to={to} className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" />
        <path d="M9 17.5c2.5 4 11.5 4 14 0M11 12h.01M21 12h.01" />
      </svg>
      <span className="logo-text">
        {t("shell.portal")} <span className="badge-beta">{t("shell.beta")}</span>
      </span>
    </Link>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav aria-label={t("footer.nav")} className="footer-links">
        <a href={EXTERNAL.terms} target="_blank" rel="noreferrer">
          {t("footer.terms")}
        </a>
        <a href={EXTERNAL.phi} target="_blank" rel="noreferrer">
          {t("footer.phi")}
        </a>
        <a href={EXTERNAL.privacy} target="_blank" rel="noreferrer">
          {t("footer.privacy")}
        </a>
        <a href={EXTERNAL.accessibility} target="_blank" rel="noreferrer">
          {t("footer.accessibility")}
        </a>
        <a href={EXTERNAL.feedback} target="_blank" rel="noreferrer">
          {t("footer.feedback")}
        </a>
      </nav>
      <p className="disclaimer">{t("footer.disclaimer")}</p>
      <p className="copyright">{t("footer.copyright", { first: FIRST_COPYRIGHT_YEAR, year })}</p>
    </footer>
  );
}
