import { Trans as I18nextTrans, useTranslation as useI18nextTranslation } from "react-i18next";
import { useChangeLanguage as useRemixChangeLanguage } from "remix-i18next/react";
// Empty in the browser (a .server module): only the server's branches below use it.
import * as onServer from "./translation.server";

/**
 * `useTranslation`, as react-i18next's, for every component of the portal (decision 0282).
 *
 * In the browser it IS react-i18next's hook: a namespace fetched after a navigation re-renders the
 * components that wait for it. On the server a page renders once, with every namespace already in
 * the language's instance (app/i18n/i18n.server.ts), so none of that machinery can do anything:
 * react-i18next's hook still spreads its options, checks each namespace is loaded, makes a new
 * bound `t` and registers three effects and a state for every component that calls it, and its `t`
 * copies its options on every call, and i18next resolves, interpolates and looks for nesting on every
 * call (about 8 µs). Here the server's hook is one context read and a bound `t` made once per
 * (language instance, namespace), which keeps its answers: the texts never change while the server
 * runs, so a key with the same plain values (text, numbers) has one answer. Same texts:
 * app/i18n/use-translation.test.tsx renders every key of every namespace both ways.
 */
const ON_SERVER = typeof document === "undefined";

export const serverBound = onServer.serverBound;

export const useTranslation = (ON_SERVER ? onServer.useServerTranslation : useI18nextTranslation) as typeof useI18nextTranslation;

/**
 * remix-i18next's `useChangeLanguage` in the browser: a page whose root loader says another language
 * switches i18next to it. On the server each language has its own instance, never switched, and an
 * effect never runs, so the hook (react-i18next's hook and an effect, on every page) is nothing there.
 */
export const useChangeLanguage: (locale: string) => void = ON_SERVER ? () => undefined : useRemixChangeLanguage;

/*
 * `<Trans>`, as react-i18next's, for every component of the portal (decision 0282). In the browser it
 * IS react-i18next's. On the server, react-i18next's parses the translated text into elements on every
 * render (about a tenth of a millisecond each, six times on the daily journal); the text and the
 * elements it is given do not change while the server runs, so the elements it makes for the same
 * (bound `t`, key, values, components) are made once and drawn again. A call whose props cannot be
 * told apart by value (a function among them, elements inside elements, a ref, children) is drawn by
 * react-i18next's every time. Same markup: app/i18n/use-translation.test.tsx.
 */
export const Trans = (ON_SERVER ? onServer.ServerTrans : I18nextTrans) as typeof I18nextTrans;
