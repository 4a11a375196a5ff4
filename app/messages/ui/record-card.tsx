/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";

/** The patient record's messages card (issue 39): where the patient's conversations stand, and starting one. */
export function MessagesCard({ patientId, counts }: { patientId: number; counts: { open: number; waiting: number; all: number } }) {
  return (
    <section className="card" aria-labelledby="record-messages-title">
      <h2 id="record-messages-title">Messages</h2>
      <p className="muted small">
        {counts.all === 0
          ? "No conversations with this patient yet."
          : `${counts.open} open ${counts.open === 1 ? "conversation" : "conversations"}, ${counts.waiting} waiting for the care team.`}
      </p>
      <p className="button-row">
        <Link to={paths.careNewConversation(patientId)} className="btn btn-secondary">
          Write to the patient
        </Link>
        {counts.all > 0 ? (
          <Link to={paths.careInboxOf(patientId)} className="btn btn-ghost">
            Their conversations
          </Link>
        ) : null}
      </p>
    </section>
  );
}
