import { Link } from "@remix-run/react";
import { EXTERNAL, FIRST_COPYRIGHT_YEAR } from "~/config/links";

export function Logo({ to }: { to: string }) {
  return (
    // Named by what it shows ("Patient Portal beta"): a name other than its words fails WCAG 2.5.3.
    <Link to={to} className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" />
        <path d="M9 17.5c2.5 4 11.5 4 14 0M11 12h.01M21 12h.01" />
      </svg>
      <span className="logo-text">
        Patient Portal <span className="badge-beta">beta</span>
      </span>
    </Link>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav aria-label="Legal and feedback" className="footer-links">
        <a href={EXTERNAL.terms} target="_blank" rel="noreferrer">
          Terms of Use
        </a>
        <a href={EXTERNAL.phi} target="_blank" rel="noreferrer">
          PHI
        </a>
        <a href={EXTERNAL.privacy} target="_blank" rel="noreferrer">
          Privacy Policy
        </a>
        <a href={EXTERNAL.accessibility} target="_blank" rel="noreferrer">
          Accessibility
        </a>
        <a href={EXTERNAL.feedback} target="_blank" rel="noreferrer">
          Feedback
        </a>
      </nav>
      <p className="disclaimer">
        Weight-loss results vary from person to person and depend on following the programme, diet and physical activity. The
        portal supports, and does not replace, the care of your clinic&apos;s medical team. Talk to your provider before
        changing your diet, medication or exercise.
      </p>
      <p className="copyright">
        © {FIRST_COPYRIGHT_YEAR}–{year} Medical Weight-Loss Clinic Programme. All rights reserved.
      </p>
    </footer>
  );
}
