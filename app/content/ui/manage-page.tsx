/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useState } from "react";
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
  const words = CHANNEL_WORDS[data.channel];
  const { pathname, search } = useLocation();
  const keep = new URLSearchParams(search);
  for (const k of ["panel", "kind", "id", "delete"]) keep.delete(k);
  const base = keep.toString() ? `${pathname}?${keep}` : pathname;
  const withPanel = (extra: string) => `${pathname}?${[keep.toString(), extra].filter(Boolean).join("&")}`;
  const { panel } = data;
  return (
    <section className="page content-manage">
      <PageHeader
        title={words.title}
        subtitle={intro}
        actions={
          <Link to={withPanel("panel=add")} className="btn btn-primary" preventScrollReset>
            Add new
          </Link>
        }
      />
      <DeleteConfirmStep />
      {panel.mode === "choose" ? (
        <section className="card content-panel" aria-labelledby="content-choose-title">
          <h2 id="content-choose-title">What would you like to add?</h2>
          <div className="content-choice">
            <Link to={withPanel("panel=add&kind=image")} className="content-choice-option" preventScrollReset>
              <strong>Image</strong>
              <span>A picture (jpeg or png), with a link if you like.</span>
            </Link>
            <Link to={withPanel("panel=add&kind=video")} className="content-choice-option" preventScrollReset>
              <strong>Video</strong>
              <span>{data.channel === "ad" ? "A YouTube video." : "A video link (YouTube plays right on the page)."}</span>
            </Link>
          </div>
          <div className="form-actions">
            <Link to={base} className="btn btn-ghost" preventScrollReset>
              Cancel
            </Link>
          </div>
        </section>
      ) : null}
      {panel.mode === "add" ? <ContentForm key={`add-${panel.kind}`} kind={panel.kind} item={null} cancelTo={base} /> : null}
      {panel.mode === "edit" && data.editing ? <ContentForm key={`edit-${data.editing.id}`} kind={data.editing.kind} item={data.editing} cancelTo={base} /> : null}
      {data.results.length === 0 ? (
        <div className="card empty-state">
          <p>{words.empty}</p>
        </div>
      ) : (
        <TableScroll label={words.title}>
          <table className="table content-table">
            <caption className="visually-hidden">
              {words.title}: {data.count} items
            </caption>
            <thead>
              <tr>
                <th scope="col">Preview</th>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Link</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
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
      <Pager count={data.count} limit={data.limit} offset={data.offset} label={`${words.title} pages`} />
    </section>
  );
}

function ContentRow({ item, editTo }: { item: ContentJson; editTo: string }) {
  const reply = useReplyFor(`toggle:${item.id}`);
  const busy = useBusy("toggle");
  return (
    <tr className={item.is_active ? undefined : "content-row-inactive"}>
      <td>
        {item.image_m ? <img className="content-thumb" src={item.image_m} alt="" loading="lazy" /> : <VideoThumb className="content-thumb" />}
      </td>
      <th scope="row">{item.title}</th>
      <td>{item.kind === "image" ? "Image" : "Video"}</td>
      <td className="content-link-cell">
        {item.url ? (
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {item.url}
          </a>
        ) : (
          <span className="muted">None</span>
        )}
      </td>
      <td>{item.is_active ? <span className="tag">Active</span> : <span className="tag tag-muted">Inactive</span>}</td>
      <td>
        <div className="row-actions">
          <Link to={editTo} className="btn btn-secondary btn-sm" aria-label={`Edit ${item.title}`} preventScrollReset>
            Edit
          </Link>
          <Form method="post" className="inline-form" preventScrollReset>
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="is_active" value={item.is_active ? "false" : "true"} />
            <button type="submit" className="btn btn-ghost btn-sm" disabled={busy} aria-label={`${item.is_active ? "Disable" : "Enable"} ${item.title}`}>
              {item.is_active ? "Disable" : "Enable"}
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
  const heading = item ? `Edit ${words.noun}` : `Add ${kind === "image" ? "an image" : "a video"} ${words.noun === "ad" ? "ad" : words.noun}`;
  return (
    <section className="card content-panel" aria-labelledby="content-form-title">
      <h2 id="content-form-title">{heading}</h2>
      <Form method="post" encType={kind === "image" ? "multipart/form-data" : undefined} {...formProps(form)} className="stack" preventScrollReset>
        {notice ? (
          <p className="form-error" role="alert">
            {notice}
          </p>
        ) : null}
        <input type="hidden" name="kind" value={kind} />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}
        <Field meta={fields.title} label="Title" />
        {kind === "video" ? (
          <Field
            meta={fields.url}
            label={data.channel === "ad" ? "YouTube video URL" : "Video URL"}
            type="url"
            placeholder="https://www.youtube.com/watch?v=…"
            hint={data.channel === "ad" ? "A YouTube link: watch, youtu.be, embed or shorts." : "A YouTube link plays on the page; any other link opens in a new tab."}
          />
        ) : (
          <>
            <Field meta={fields.url} label="Link (optional)" type="url" placeholder="https://…" hint="Where the image leads when a patient clicks it." />
            {item?.image_m ? (
              <figure className="content-current-image">
                <img src={item.image_m} alt={`Current: ${item.title}`} />
                <figcaption className="small muted">Current image{item.image_name ? `: ${item.image_name}` : ""}. Choose a file to replace it.</figcaption>
              </figure>
            ) : null}
            <FileField meta={image.image} label={item ? "Replace image (optional)" : "Image"} hint="jpeg or png, file name up to 100 characters." accept="image/jpeg,image/png,.jpg,.jpeg,.png" />
          </>
        )}
        <div className="form-actions">
          <Link to={cancelTo} className="btn btn-ghost" preventScrollReset>
            Cancel
          </Link>
          <span onClickCapture={() => setTried(true)}>
            <SubmitButton intent={intent}>{item ? "Update" : "Submit"}</SubmitButton>
          </span>
        </div>
      </Form>
    </section>
  );
}
