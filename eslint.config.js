import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Second ways that lint refuses (docs/decisions/0245-second-ways-lint-refuses.md; the API's
 * answers: docs/decisions/0275-one-declaration-per-api-answer.md).
 * A rule that flat config gives twice is replaced, not merged, by the later block: the routes'
 * block below repeats the rules of app/ it narrows, so each list is written once here.
 */

/** conform's prop helpers: the form kit (app/ui/forms.tsx, form-fields.tsx) is the one place that calls them. */
const conformPropHelpers = {
  name: "@conform-to/react",
  importNames: ["getAriaAttributes", "getCollectionProps", "getFieldsetProps", "getFormControlProps", "getFormProps", "getInputProps", "getSelectProps", "getTextareaProps"],
  message: "Build the control with the form kit (~/ui/forms: Field, SelectField, FileField, HiddenField, selectProps, checkboxGroupProps, …); only the kit calls conform's prop helpers.",
};

/** One `useTranslation` (decision 0282): react-i18next's in the browser, a light one on the server. */
const reactI18nextHook = {
  name: "react-i18next",
  importNames: ["useTranslation", "Trans"],
  message: "Import useTranslation and Trans from ~/i18n/use-translation (decision 0282): the same hook and component, without react-i18next's per-render work on the server.",
};

const remixI18nextHook = {
  name: "remix-i18next/react",
  importNames: ["useChangeLanguage"],
  message: "Import useChangeLanguage from ~/i18n/use-translation: remix-i18next's in the browser, nothing on the server.",
};

/** A web action reads its form with readForm (app/page/form.server.ts), which answers a body that is not form data with 400 instead of a 500. */
const formDataRead = {
  selector: "CallExpression[callee.property.name='formData']",
  message: "Read a web form with readForm(request) from ~/page/form.server (400 for a body that is not form data).",
};

/** A route reads its query with readParams and loads its sheets with stylesheets(). */
const routeQueryAndSheets = [
  {
    selector: "MemberExpression[property.name='searchParams']",
    message: "Read the page's query with readParams (parseParams for one the page answers with a 400) and build this page's URL with hereWith / hereWithout, from ~/page/params.server.",
  },
  {
    selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name='links'][init.callee.name!='stylesheets']",
    message: "A route's style sheets: export const links = stylesheets(...) from ~/ui/stylesheets.",
  },
  { selector: "ExportNamedDeclaration > FunctionDeclaration[id.name='links']", message: "A route's style sheets: export const links = stylesheets(...) from ~/ui/stylesheets." },
];

/**
 * React Router's query hook reads the same query a second time, in the component, beside the
 * loader's readParams (and without its fallbacks). The routes that still do are listed below until
 * they move (decision 0245, "Queries").
 */
const SEARCH_HOOK_MSG = "Read the page's query in the loader with readParams (~/page/params.server) and hand the component what it needs through the loader's data.";
const routeSearchParamsHook = [
  { name: "@remix-run/react", importNames: ["useSearchParams"], message: SEARCH_HOOK_MSG },
  { name: "react-router-dom", importNames: ["useSearchParams"], message: SEARCH_HOOK_MSG },
];
const routesReadNoDatabase = { group: ["~/db", "~/db/*", "**/db/*"], message: "A route does not import the database: call the area's domain function with the viewer." };

/**
 * A page's <title> is drawn once, in its language, by PageTitle (app/i18n/react.tsx) from the route's
 * handle; a `meta` title would be a second <title>, in English.
 */
const routeMetaTitle = {
  selector: "ExportNamedDeclaration VariableDeclarator[id.name='meta'] Property[key.name='title']",
  message: "Name a page's title in its handle (handle.title: a key, or (data) => ({ key, values })); PageTitle draws it in the page's language.",
};

/** A route module's loader data is typed by its loader, never by a type written beside it. */
const LOADER_DATA_MSG = "Type a route's loader data by its loader: useLoaderData<typeof loader>() or useRouteLoaderData<typeof loader>(id), never a type or a cast written beside it.";
const loaderDataTyped = [
  { selector: "CallExpression[callee.name=/^use(Route)?LoaderData$/] > TSTypeParameterInstantiation > :not(TSTypeQuery)", message: LOADER_DATA_MSG },
  { selector: "TSAsExpression > CallExpression[callee.name=/^use(Route)?LoaderData$/]", message: LOADER_DATA_MSG },
];

/**
 * An API answer is declared once: the zod schema in the area's api-shapes.ts, the domain's type its
 * z.infer. A type written beside it and kept in step by `satisfies Answers<T>` is the retired way.
 */
const ANSWER_MSG = "Declare an API answer once, as a zod schema in the area's api-shapes.ts, and make the domain's type z.infer<typeof schema> there or where the interface was (docs/decisions/0275).";
const answerCheckedBeside = { selector: "TSSatisfiesExpression > TSTypeReference[typeName.name='Answers']", message: ANSWER_MSG };

/** The health audit's one function: pages and handlers call its helpers, which put the channel in the row. */
const rawHealthAudit = {
  name: "~/security/audit.server",
  importNames: ["auditHealth"],
  message: "Record a health read or write with auditOwn (the member's own), auditStaff (a named patient's) or auditPhotoRead (a private photo); they name the channel, auditHealth is theirs.",
};

/*
 * Issue 41: a message a person or an app reads (zod's, an API refusal's `detail`, a form's field
 * error, an area's message table) travels as a key, `message("namespace:key", values)`
 * (app/i18n/languages.ts), and is written in public/locales, where it is shown or answered in the
 * reader's language; never as English in code. JSX has its own rule below.
 */
const SENTENCE = "/[A-Za-z][A-Za-z'’]* [A-Za-z]/";
const MESSAGE_LITERAL_SELECTORS = [
  `Property[key.name=/^(message|required_error|invalid_type_error|detail)$/] > Literal[value=${SENTENCE}]`,
  "Property[key.name=/^(message|required_error|invalid_type_error)$/] > TemplateLiteral",
  // zod's checks take their message after the bound.
  `CallExpression[callee.property.name=/^(min|max|length|nonempty|int|positive|nonnegative|gt|gte|lt|lte|email|url|regex|refine)$/] > :matches(Literal[value=${SENTENCE}], TemplateLiteral).arguments`,
  `CallExpression:matches([callee.object.name="apiErrors"], [callee.name="invalidField"]) > :matches(Literal[value=${SENTENCE}], TemplateLiteral).arguments`,
  `VariableDeclarator[id.name=/_(MSG|MESSAGE)$/] > :matches(Literal[value=${SENTENCE}], TemplateLiteral)`,
  // A constant that is a whole sentence ("Select a valid choice.") is a message, whatever its name.
  `VariableDeclarator > Literal[value=/^[A-Z][a-z'’]* [^\\n]*[.!?]$/]`,
  // A field's errors, set by hand.
  `AssignmentExpression[left.type="MemberExpression"][left.object.name=/errors$/i] > ArrayExpression > :matches(Literal[value=${SENTENCE}], TemplateLiteral)`,
  `VariableDeclarator[id.name=/_MSG$/] Property > :matches(Literal[value=${SENTENCE}], TemplateLiteral)`,
];
const portal = {
  rules: {
    "message-keys": {
      meta: {
        type: "problem",
        messages: { literal: "A message a person or an app reads is a key: message(\"namespace:key\", values) from ~/i18n/languages, its text in public/locales (issue 41, docs/decisions/0280)." },
      },
      create: (context) => Object.fromEntries(MESSAGE_LITERAL_SELECTORS.map((selector) => [selector, (node) => context.report({ node, messageId: "literal" })])),
    },
  },
};

export default tseslint.config(
  { ignores: ["build/", "public/build/", "public/vendor/", "node_modules/", "data/", "test-results/", "playwright-report/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["error", "warn", "log"] }],
    },
  },
  {
    // Web actions read their form through readForm (app/page/form.server.ts), which answers a
    // body that is not form data with 400 instead of a 500. The /api layer has its own readers.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/api/**", "app/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", formDataRead, answerCheckedBeside],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [conformPropHelpers, rawHealthAudit, reactI18nextHook, remixI18nextHook] }] },
  },
  {
    // Routes call an area with the viewer; the area reads and writes the database
    // (docs/decisions/0100-import-floors.md).
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", formDataRead, answerCheckedBeside, routeMetaTitle, ...routeQueryAndSheets, ...loaderDataTyped],
      "no-restricted-imports": [
        "error",
        {
          paths: [conformPropHelpers, rawHealthAudit, reactI18nextHook, remixI18nextHook, ...routeSearchParamsHook],
          patterns: [routesReadNoDatabase],
        },
      ],
    },
  },
  {
    // Routes whose components still read the query with useSearchParams (filters, tabs and return
    // links drawn from the URL): to move to their loader's readParams. Not to grow.
    files: [
      "app/routes/_app.fitness.exercises.$id.details.tsx",
      "app/routes/_app.fitness.exercises._index.tsx",
      "app/routes/_app.fitness.journal.tsx",
      "app/routes/_app.fitness.my-history.tsx",
      "app/routes/_app.fitness.my-workout.tsx",
      "app/routes/_app.fitness.workout-plans._index.tsx",
      "app/routes/_app.nutrition.recipes.$id.details/tabs.tsx",
      "app/routes/_app.nutrition.recipes._index.tsx",
      "app/routes/_app.nutrition.recipes.approval.tsx",
    ],
    rules: { "no-restricted-imports": ["error", { paths: [conformPropHelpers, rawHealthAudit], patterns: [routesReadNoDatabase] }] },
  },
  {
    // The root route: its links add the icon and the print sheet (media), beyond stylesheets().
    files: ["app/root.tsx"],
    rules: { "no-restricted-syntax": ["error", formDataRead, answerCheckedBeside, routeMetaTitle, ...loaderDataTyped] },
  },
  {
    // The retired home of the API's answers (a module named for HTTP responses that the browser
    // could not import, its schemas checked against types declared a second time).
    files: ["app/**/responses.server.ts", "app/**/responses.ts"],
    rules: { "no-restricted-syntax": ["error", { selector: "Program", message: ANSWER_MSG }] },
  },
  {
    // The kit itself; the conform patch's test calls conform's helpers to test conform.
    files: ["app/ui/forms.tsx", "app/ui/form-fields.tsx", "app/platform/conform-patch.test.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [rawHealthAudit, reactI18nextHook, remixI18nextHook] }] },
  },
  {
    // The audit module and its helpers' tests.
    files: ["app/security/**"],
    rules: { "no-restricted-imports": ["error", { paths: [conformPropHelpers, reactI18nextHook, remixI18nextHook] }] },
  },
  {
    // Issue 41: a text a person reads comes from the translation files (public/locales), never a
    // literal in JSX. A file not yet translated says so in its first line; the sweep removes it.
    files: ["app/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": { include: ["placeholder", "title", "alt", "aria-label", "aria-description", "label", "legend", "hint", "heading", "summary"] },
          // Calls whose string arguments are names, not texts (the plugin's own list, and ours).
          callees: {
            exclude: ["i18n(ext)?", "t", "require", "addEventListener", "removeEventListener", "postMessage", "getElementById", "dispatch", "commit", "includes", "indexOf", "endsWith", "startsWith", "has", "get", "getAll", "test", "replace", "split", "join", "useTranslation", "useFetcher", "paths\\..*"],
          },
          message: "A text a person reads comes from the translation files: t(\"key\") or <Trans> (public/locales, docs/decisions/0280).",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // The environment's checks speak to whoever deploys the portal, in English.
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx", "app/env.server.ts"],
    plugins: { portal },
    rules: { "portal/message-keys": "error" },
  },
  {
    // The one module that wraps react-i18next's hook, and the server's half of it (decision 0282).
    files: ["app/i18n/use-translation.ts", "app/i18n/translation.server.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [conformPropHelpers, rawHealthAudit] }] },
  },
  {
    files: ["tests/**", "scripts/**", "db/**"],
    // Playwright fixtures call `use`, which is not React's hook.
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
