import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/auth.server";
import { nextAppointment } from "~/home/home.server";
import { paths } from "~/paths";
import { formatLongDate, formatTime } from "~/ui/format";
import { useShell } from "./_app";
import homeCss from "~/styles/home.css";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(homeCss);

export const meta: MetaFunction = () => [{ title: "Home · Patient Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { appointment: await nextAppointment(user.id) };
}

export default function Home() {
  const { user } = useShell();
  const { appointment } = useLoaderData<typeof loader>();
  return (
    <section className="page home">
      <div className="home-grid">
        <section className="card greeting-card" aria-labelledby="greeting">
          <h1 id="greeting">Welcome back, {user.first_name}!</h1>
          {user.city || user.state ? (
            <p className="greeting-place">{[user.city, user.state].filter(Boolean).join(", ")}</p>
          ) : null}
          <p>Every entry counts. Log today&apos;s meals and activity to keep your progress on track.</p>
          <div className="button-row">
            <Link to={paths.nutritionJournal()} className="btn btn-primary">
              Go to my journal
            </Link>
            <Link to={paths.referAFriend()} className="btn btn-secondary">
              Refer a friend
            </Link>
          </div>
        </section>
        <section className="card appointment-card" aria-labelledby="appt-title">
          <h2 id="appt-title">Upcoming appointment</h2>
          {appointment ? (
            <p className="appointment">
              <span className="appointment-date">{formatLongDate(appointment.appt_date)}</span>
              <span className="appointment-time">at {formatTime(appointment.appt_time)}</span>
            </p>
          ) : (
            <p className="muted">No upcoming appointment. Call your clinic to book your next visit.</p>
          )}
        </section>
      </div>
    </section>
  );
}
