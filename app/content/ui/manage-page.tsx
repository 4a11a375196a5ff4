import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useMessage } from "~/i18n/react";
import { Pager } from "~/ui/pager";
import { DeleteButton, DeleteConfirmStep } from "~/ui/confirm-delete";
import { Field, FileField, formProps, FormNotice, SubmitButton, useBusy, useReplyFor, useSchemaForm, type FieldMeta } from "~/ui/forms";
import { PageHeader } from "~/ui/page";
import { TableScroll } from "~/ui/table-scroll";
import { CHANNEL_WORDS, type Channel, type ContentKind } from "../codes";
import type { ContentJson } from "../content.server";
import { contentFormSchema } from "../schemas";
import { VideoThumb } from "./video";

/** Which panel of the screen is open: none, the choice of kind, a kind's add form, or one item's edit form. */
export type Panel = { mode: "none" } | { mode: "choose" } | { mode: "add"; kind: ContentKind } | { mode: "edit"; id: number };

/** What the screen's loader gives it (app/routes/_app.ads.tsx). */
export interface ContentManageData {
  channel: Channel;
  offset: number;
  limit: number;
  count: number;
  results: ContentJson[];
  panel: Panel;
  editing: ContentJson | null;
}

type Data = ContentManageData;

/** The staff table of a channel with its add (choose, then form), edit, toggle and delete. */
export function ContentManagePage({ intro }: { intro: string }) {
  const data = useLoaderData<Data>();
  const { t } = useTranslation("content");
  const title = t(`manage.channels.${data.channel}.title`);
  const { pathname, search } = useLocation();
  const keep = new URLSearchParams(search);
  for (const k of ["panel", "kind", "id", "delete"]) keep.delete(k);
  const base = keep.toString() ? `${pathname}?${keep}` : pathname;
  const withPanel = (extra: string) => `${pathname}?${[keep.toString(), extra].filter(Boolean).join("&")}`;
  const { panel } = data;
  return (
    <section className="page content-manage">
      <PageHeader
        title={title}
        subtitle={intro}
        actions={
          <Link to={withPanel("panel=add")} className="btn btn-primary" preventScrollReset>
            {t("manage.addNew")}
          </Link>
        }
      />
      <DeleteConfirmStep />
      {panel.mode === "choose" ? (
        <section className="card content-panel" aria-labelledby="content-choose-title">
          <h2 id="content-choose-title">{t("manage.chooseTitle")}</h2>
          <div className="content-choice">
            <Link to={withPanel("panel=add&kind=image")} className="content-choice-option" preventScrollReset>
              <strong>{t("manage.image")}</strong>
              <span>{t("manage.imageChoice")}</span>
            </Link>
            <Link to={withPanel("panel=add&kind=video")} className="content-choice-option" preventScrollReset>
              <strong>{t("manage.video")}</strong>
              <span>{t(`manage.channels.${data.channel}.videoChoice`)}</span>
            </Link>
          </div>
          <div className="form-actions">
            <Link to={base} className="btn btn-ghost" preventScrollReset>
              {t("manage.cancel")}
            </Link>
          </div>
        </section>
      ) : null}
      {panel.mode === "add" ? <ContentForm key={`add-${panel.kind}`} kind={panel.kind} item={null} cancelTo={base} /> : null}
      {panel.mode === "edit" && data.editing ? <ContentForm key={`edit-${data.editing.id}`} kind={data.editing.kind} item={data.editing} cancelTo={base} /> : null}
      {data.results.length === 0 ? (
        <div className="card empty-state">
          <p>{t(`manage.channels.${data.channel}.empty`)}</p>
        </div>
      ) : (
        <TableScroll label={title}>
          <table className="table content-table">
            <caption className="visually-hidden">{t("manage.caption", { title, count: data.count })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("manage.preview")}</th>
                <th scope="col">{t("manage.titleCol")}</th>
                <th scope="col">{t("manage.type")}</th>
                <th scope="col">{t("manage.link")}</th>
                <th scope="col">{t("manage.status")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("manage.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((item) => (
                <ContentRow key={item.id} item={item} editTo={withPanel(`panel=edit&id=${item.id}`)} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Pager count={data.count} limit={data.limit} offset={data.offset} label={t("manage.pages", { title })} />
    </section>
  );
}

function ContentRow({ item, editTo }: { item: ContentJson; editTo: string }) {
  const { t } = useTranslation("content");
  const reply = useReplyFor(`toggle:${item.id}`);
  const busy = useBusy("toggle");
  return (
    <tr className={item.is_active ? undefined : "content-row-inactive"}>
      <td>
        {item.image_m ? <img className="content-thumb" src={item.image_m} alt="" loading="lazy" /> : <VideoThumb className="content-thumb" />}
      </td>
      <th scope="row">{item.title}</th>
      <td>{item.kind === "image" ? t("manage.image") : t("manage.video")}</td>
      <td className="content-link-cell">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {item.url}
          </a>
        ) : (
          <span className="muted">{t("manage.none")}</span>
        )}
      </td>
      <td>{item.is_active ? <span className="tag">{t("manage.active")}</span> : <span className="tag tag-muted">{t("manage.inactive")}</span>}</td>
      <td>
        <div className="row-actions">
          <Link to={editTo} className="btn btn-secondary btn-sm" aria-label={t("manage.editLabel", { title: item.title })} preventScrollReset>
            {t("manage.edit")}
          </Link>
          <Form method="post" className="inline-form" preventScrollReset>
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="is_active" value={item.is_active ? "false" : "true"} />
            <button type="submit" className="btn btn-ghost btn-sm" disabled={busy} aria-label={t(item.is_active ? "manage.disableLabel" : "manage.enableLabel", { title: item.title })}>
              {item.is_active ? t("manage.disable") : t("manage.enable")}
            </button>
          </Form>
          <DeleteButton id={item.id} itemName={item.title} />
        </div>
        <FormNotice reply={reply} />
      </td>
    </tr>
  );
}

function ContentForm({ kind, item, cancelTo }: { kind: ContentKind; item: ContentJson | null; cancelTo: string }) {
  const data = useLoaderData<Data>();
  const { t } = useTranslation("content");
  const msg = useMessage();
  const words = CHANNEL_WORDS[data.channel];
  const intent = item ? "update" : "create";
  const reply = useReplyFor(intent);
  const schema = contentFormSchema(data.channel, kind, !item);
  const say = useMessage();
  // With JavaScript the browser answers first: the same notice the server would give.
  const [tried, setTried] = useState(false);
  const [form, fields] = useSchemaForm({
    id: `content-${intent}-${item?.id ?? kind}`,
    schema,
    lastResult: reply?.result,
    defaultValue: item ? { title: item.title, url: item.url } : undefined,
  });
  const image = fields as unknown as Record<"image", FieldMeta>;
  const clientErrors = Object.values(form.allErrors).flat().map(say);
  const notice = reply?.notice ?? (tried && clientErrors.length ? words.invalid(clientErrors) : undefined);
  const heading = t(`manage.channels.${data.channel}.${item ? "edit" : kind === "image" ? "addImage" : "addVideo"}`);
  return (
    <section className="card content-panel" aria-labelledby="content-form-title">
      <h2 id="content-form-title">{heading}</h2>
      <Form method="post" encType={kind === "image" ? "multipart/form-data" : undefined} {...formProps(form)} className="stack" preventScrollReset>
        {notice ? (
          <p className="form-error" role="alert">
            {msg(notice)}
          </p>
        ) : null}
        <input type="hidden" name="kind" value={kind} />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <Field meta={fields.title} label={t("manage.fieldTitle")} />
        {kind === "video" ? (
          <Field
            meta={fields.url}
            label={t(`manage.channels.${data.channel}.videoUrl`)}
            type="url"
            placeholder={t("manage.videoPlaceholder")}
            hint={t(`manage.channels.${data.channel}.videoHint`)}
          />
        ) : (
          <>
            <Field meta={fields.url} label={t("manage.linkOptional")} type="url" placeholder={t("manage.linkPlaceholder")} hint={t("manage.linkHint")} />
            {item?.image_m ? (
              <figure className="content-current-image">
                <img src={item.image_m} alt={t("manage.currentAlt", { title: item.title })} />
                <figcaption className="small muted">{item.image_name ? t("manage.currentImageNamed", { name: item.image_name }) : t("manage.currentImage")}</figcaption>
              </figure>
            ) : null}
            <FileField meta={image.image} label={item ? t("manage.replaceImage") : t("manage.image")} hint={t("manage.imageHint")} accept="image/jpeg,image/png,.jpg,.jpeg,.png" />
          </>
        )}
        <div className="form-actions">
          <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
            {t("manage.cancel")}
          </Link>
          <span onClickCapture={() => setTried(true)}>
            <SubmitButton intent={intent}>{item ? t("manage.update") : t("manage.submit")}</SubmitButton>
          </span>
        </div>
      </Form>
    </section>
  );
}
