import { Form, useLocation, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { debounce, effectiveSearchTerm, SEARCH_DEBOUNCE_MS } from "./search";

/**
 * A search box that is a plain GET form (Enter or the button searches without JavaScript) and,
 * with JavaScript, searches by itself 500 ms after typing stops; under 3 characters counts as
 * an empty search. Other query parameters (filters, sort) are kept; paging restarts.
 */
export function SearchForm({ label, placeholder, name = "search", keep = [] }: { label: string; placeholder?: string; name?: string; keep?: string[] }) {
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const current = params.get(name) ?? "";
  const lastSent = useRef(effectiveSearchTerm(current));
  const run = useMemo(
    () =>
      debounce((form: HTMLFormElement) => {
        const data = new FormData(form);
        const term = effectiveSearchTerm(String(data.get(name) ?? ""));
        if (term === lastSent.current) return;
        lastSent.current = term;
        if (term) data.set(name, term);
        else data.delete(name);
        submit(data, { method: "get", replace: true, preventScrollReset: true });
      }, SEARCH_DEBOUNCE_MS),
    [name, submit],
  );
  useEffect(() => () => run.cancel(), [run]);
  // Following a link (a result) while a search is pending must not be undone by that search.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (navigation.location && navigation.location.pathname !== pathname) run.cancel();
  }, [navigation.location, pathname, run]);
  return (
    <Form method="get" role="search" ref={formRef} className="search-form" onChange={(e) => run(e.currentTarget)}
      onSubmit={() => run.cancel()}
    >
      {keep.map((k) => params.getAll(k).map((v) => <input key={`${k}=${v}`} type="hidden" name={k} value={v} />))}
      <label className="visually-hidden" htmlFor={`search-${name}`}>
        {label}
      </label>
      <input id={`search-${name}`} type="search" name={name} defaultValue={current} placeholder={placeholder ?? label} autoComplete="off" />
      <button type="submit" className="btn btn-secondary btn-sm">
        {t("search.button")}
      </button>
    </Form>
  );
}
