import type { ActionFunctionArgs } from "@remix-run/node";
import { captchaCss } from "~/captcha/captcha";
import { ContactPage } from "~/contact/contact-page";
import { contactAction, contactLoader } from "~/contact/contact.server";
import { stylesheets } from "~/ui/stylesheets";

const TITLE = "Schedule an Appointment";

export const links = stylesheets(captchaCss);
export const handle = { i18n: ["contact", "captcha"], title: "contact:scheduleAppointment.title" };
export const loader = contactLoader;
export const action = (args: ActionFunctionArgs) => contactAction(args, TITLE);

export default function ScheduleAppointment() {
  return <ContactPage page="scheduleAppointment" />;
}
