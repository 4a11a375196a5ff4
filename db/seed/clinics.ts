import { STATE_ZONES } from "../../migrations/0004_shared_foundations";

/**
 * The programme's 91 clinic locations. Cities and area codes are real; the names are ours and
 * the phone numbers use the 555-01xx range reserved for fiction, so no real business is dialled.
 */
const PLACES: [city: string, state: string, area: string][] = [
  ["Tampa", "FL", "813"], ["Orlando", "FL", "407"], ["Jacksonville", "FL", "904"], ["Miami", "FL", "305"],
  ["Fort Lauderdale", "FL", "954"], ["Sarasota", "FL", "941"], ["Clearwater", "FL", "727"], ["Tallahassee", "FL", "850"],
  ["Gainesville", "FL", "352"], ["Naples", "FL", "239"], ["Atlanta", "GA", "404"], ["Savannah", "GA", "912"],
  ["Augusta", "GA", "706"], ["Marietta", "GA", "770"], ["Charlotte", "NC", "704"], ["Raleigh", "NC", "919"],
  ["Greensboro", "NC", "336"], ["Wilmington", "NC", "910"], ["Asheville", "NC", "828"], ["Charleston", "SC", "843"],
  ["Columbia", "SC", "803"], ["Greenville", "SC", "864"], ["Nashville", "TN", "615"], ["Memphis", "TN", "901"],
  ["Knoxville", "TN", "865"], ["Chattanooga", "TN", "423"], ["Birmingham", "AL", "205"], ["Huntsville", "AL", "256"],
  ["Mobile", "AL", "251"], ["Montgomery", "AL", "334"], ["New Orleans", "LA", "504"], ["Baton Rouge", "LA", "225"],
  ["Jackson", "MS", "601"], ["Houston", "TX", "713"], ["Dallas", "TX", "214"], ["Austin", "TX", "512"],
  ["San Antonio", "TX", "210"], ["Fort Worth", "TX", "817"], ["El Paso", "TX", "915"], ["Plano", "TX", "972"],
  ["Lubbock", "TX", "806"], ["Oklahoma City", "OK", "405"], ["Tulsa", "OK", "918"], ["Little Rock", "AR", "501"],
  ["Kansas City", "MO", "816"], ["St. Louis", "MO", "314"], ["Springfield", "MO", "417"], ["Wichita", "KS", "316"],
  ["Omaha", "NE", "402"], ["Des Moines", "IA", "515"], ["Minneapolis", "MN", "612"], ["Milwaukee", "WI", "414"],
  ["Madison", "WI", "608"], ["Chicago", "IL", "312"], ["Naperville", "IL", "630"], ["Indianapolis", "IN", "317"],
  ["Fort Wayne", "IN", "260"], ["Louisville", "KY", "502"], ["Lexington", "KY", "859"], ["Columbus", "OH", "614"],
  ["Cleveland", "OH", "216"], ["Cincinnati", "OH", "513"], ["Toledo", "OH", "419"], ["Detroit", "MI", "313"],
  ["Grand Rapids", "MI", "616"], ["Ann Arbor", "MI", "734"], ["Pittsburgh", "PA", "412"], ["Philadelphia", "PA", "215"],
  ["Harrisburg", "PA", "717"], ["Baltimore", "MD", "410"], ["Bethesda", "MD", "301"], ["Richmond", "VA", "804"],
  ["Virginia Beach", "VA", "757"], ["Arlington", "VA", "703"], ["Newark", "NJ", "973"], ["Princeton", "NJ", "609"],
  ["Albany", "NY", "518"], ["Buffalo", "NY", "716"], ["Rochester", "NY", "585"], ["Hartford", "CT", "860"],
  ["Providence", "RI", "401"], ["Boston", "MA", "617"], ["Worcester", "MA", "508"], ["Denver", "CO", "303"],
  ["Colorado Springs", "CO", "719"], ["Phoenix", "AZ", "602"], ["Tucson", "AZ", "520"], ["Las Vegas", "NV", "702"],
  ["Salt Lake City", "UT", "801"], ["Albuquerque", "NM", "505"], ["Boise", "ID", "208"],
];

export function clinicRows() {
  if (PLACES.length !== 91) throw new Error(`expected 91 clinics, have ${PLACES.length}`);
  return PLACES.map(([city, state, area], i) => ({
    name: `${city} Medical Weight Loss Clinic`,
    city,
    state,
    phone: `(${area}) 555-01${String(i % 100).padStart(2, "0")}`,
    time_zone: STATE_ZONES[state] ?? "America/New_York",
  }));
}
