import type { ReactNode } from "react";
import { paths } from "~/paths";
import { Footer, Logo } from "~/ui/chrome";

/**
 * The plain page an email's link opens, signed in or not (unsubscribe, confirm a new address).
 * No phone cut-off here (spec part 1 §4 sends phones to /mobile): email is mostly read on phones,
 * and these links must work where they are tapped.
 */
export function EmailLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="public-shell">
      <header className="public-header">
        <Logo to={paths.root()} />
      </header>
      <main id="main" className="mobile-main">
        <section className="card email-link-card stack" aria-labelledby="email-link-title">
          <h1 id="email-link-title">{title}</h1>
          {children}
        </section>
      </main>
      <Footer />
    </div>
  );
}
