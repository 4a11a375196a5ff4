import { Form, Link, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";

const PARAM = "delete";

function withoutParam(search: URLSearchParams) {
  const next = new URLSearchParams(search);
  next.delete(PARAM);
  const s = next.toString();
  return s ? `?${s}` : "";
}

/**
 * Every delete asks "Are you sure you want to delete?". With JavaScript the question is a modal
 * dialog; without it, the Delete link opens the same question as a step on the page
 * (?delete=<id>, rendered by <DeleteConfirmStep/>), whose Yes posts `intent=delete`.
 */
export function DeleteButton({ id, label: given, itemName, action }: { id: number | string; label?: string; itemName?: string; action?: string }) {
  const { t } = useTranslation();
  const label = given ?? t("confirmDelete.delete");
  const dialog = useRef<HTMLDialogElement>(null);
  const [search] = useSearchParams();
  const next = new URLSearchParams(search);
  next.set(PARAM, String(id));
  return (
    <>
      <Link
        to={`?${next.toString()}`}
        className="btn btn-ghost btn-sm"
        aria-label={itemName ? t("confirmDelete.labelItem", { label, item: itemName }) : label}
        onClick={(e) => {
          if (!dialog.current?.showModal) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
        preventScrollReset
      >
        {label}
      </Link>
      <dialog ref={dialog} className="dialog" aria-labelledby={`delete-dialog-q-${id}`}>
        <DeleteForm id={id} questionId={`delete-dialog-q-${id}`} action={action} onCancel={() => dialog.current?.close()} />
      </dialog>
    </>
  );
}

function DeleteForm({
  id,
  questionId,
  action,
  onCancel,
  cancelTo,
}: {
  id: number | string;
  questionId: string;
  action?: string;
  onCancel?: () => void;
  cancelTo?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="stack" onSubmit={onCancel}>
      <p id={questionId} className="confirm-question">
        {t("confirmDelete.question")}
      </p>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={String(id)} />
      <div className="form-actions">
        {cancelTo !== undefined ? (
          <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
            {t("confirmDelete.cancel")}
          </Link>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t("confirmDelete.cancel")}
          </button>
        )}
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {t("confirmDelete.yes")}
        </button>
      </div>
    </Form>
  );
}

/** The no-JavaScript confirmation step: shown when the URL carries ?delete=<id>. */
export function DeleteConfirmStep({ action }: { action?: string }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const id = search.get(PARAM);
  if (!id) return null;
  return (
    <div className="card confirm-card" role="alertdialog" aria-labelledby={`delete-step-q-${id}`}>
      <DeleteForm id={id} questionId={`delete-step-q-${id}`} action={action} cancelTo={`${location.pathname}${withoutParam(search)}`} />
    </div>
  );
}
