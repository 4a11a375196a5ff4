/**
 * What conform's patch (decision 0180) saves where it works: a three-field sign-in form rendered
 * on the server through the patched @conform-to/react and through the package as published
 * (tests/support/unpatched.ts), alternately in one process, CPU µs a render. A page-level run
 * (`npm run bench:patches`) on a loaded machine cannot resolve a few hundred µs; this can.
 *
 *   npm run bench:conform-patch [renders per round, default 500] [rounds, default 10]
 */
import { createRequire } from "node:module";
import path from "node:path";
import type * as ConformModule from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { requireUnpatched } from "../tests/support/unpatched";
import { median } from "./bench/load";

type Conform = typeof ConformModule;
const renders = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 10);

function signIn(conform: Conform): string {
  function SignIn() {
    const [form, fields] = conform.useForm({ id: "signin", constraint: { email: { required: true, maxLength: 254 }, password: { required: true, minLength: 8 } } });
    return (
      <form {...conform.getFormProps(form)}>
        <input {...conform.getInputProps(fields.email, { type: "email" })} />
        <p id={fields.email.errorId}>{fields.email.errors?.join(" ")}</p>
        <input {...conform.getInputProps(fields.password, { type: "password" })} />
        <input {...conform.getInputProps(fields.remember, { type: "checkbox" })} />
      </form>
    );
  }
  return renderToString(<SignIn />);
}

const variants: [string, Conform][] = [
  ["patched", createRequire(path.join(process.cwd(), "package.json"))("@conform-to/react") as Conform],
  ["published", requireUnpatched(["@conform-to/react"])("@conform-to/react") as Conform],
];
const cpuUs = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const perRender = new Map<string, number[]>(variants.map(([name]) => [name, []]));
for (let i = 0; i < renders; i++) for (const [, conform] of variants) signIn(conform);
for (let r = 0; r < rounds; r++) {
  for (const [name, conform] of r % 2 ? [...variants].reverse() : variants) {
    const t0 = cpuUs();
    for (let i = 0; i < renders; i++) signIn(conform);
    perRender.get(name)!.push((cpuUs() - t0) / renders);
  }
}
console.log(`a sign-in form rendered on the server, CPU µs a render (median of ${rounds} rounds of ${renders}, least):`);
for (const [name, xs] of perRender) console.log(`  ${name.padEnd(10)} ${median(xs).toFixed(0).padStart(5)}  (least ${Math.min(...xs).toFixed(0)})`);
