import { Form, Link, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_IMAGE_MB } from "~/config/limits";
import { ALLOWED_IMAGE_TYPES } from "~/uploads/image-type";
import { RECIPE_MSG } from "~/recipes/schemas";
import type { ImageData } from "~/recipes/types";
import { DeleteButton } from "~/ui/confirm-delete";
import { Field, FieldErrors, FileField, FormError, formProps, HiddenField, NumberField, useSchemaForm } from "~/ui/forms";
import { SearchForm } from "~/ui/search-form";
import { deleteKey, imagePickSchema, imageUploadFormSchema } from "../schemas";
import { rowsJson, useActionFor, useStepAction, useWizard, useWizardData } from "../state";
import { SaveNext } from "./common";

/** Step 5, Images: upload a new image or pick one from the gallery, then save the recipe. */
export function ImagesStep() {
  const { recipe, gallery, pickedImage } = useWizardData();
  const { unsaved, drop } = useWizard();
  const action = useStepAction();
  const [params] = useSearchParams();
  const { t } = useTranslation("recipes");
  if (!recipe) return null;
  const saved = recipe.images;
  const fresh = unsaved.images;
  const galleryParams = (extra: Record<string, string | number>) => {
    const p = new URLSearchParams({ step: "5" });
    if (params.get("gq")) p.set("gq", params.get("gq")!);
    if (params.get("goffset")) p.set("goffset", params.get("goffset")!);
    for (const [k, v] of Object.entries(extra)) p.set(k, String(v));
    return `?${p.toString()}`;
  };
  const nextSeq = Math.max(0, ...saved.map((i) => i.seq), ...fresh.map((i) => i.row.seq)) + 1;
  return (
    <div className="stack-lg">
      <section aria-labelledby="image-rows">
        <h3 id="image-rows">{t("wizard.images.rows")}</h3>
        {saved.length + fresh.length === 0 ? (
          <p className="empty-note">{t("empty.images")}</p>
        ) : (
          <ul className="image-rows">
            {saved.map((i) => (
              <li key={i.id} className="image-row">
                <img src={i.image_data.photo_s} alt="" width={96} height={72} />
                <div className="image-row-text">
                  <strong>{i.image_data.name}</strong>
                  <span className="muted">{t("wizard.images.seqSource", { seq: i.seq, source: i.source })}</span>
                </div>
                <DeleteButton id={deleteKey("rim", i.id)} itemName={i.image_data.name} action={action} />
              </li>
            ))}
            {fresh.map((i, n) => (
              <li key={`new-${i.row.image}`} className="image-row row-new">
                <img src={i.image.photo_s} alt="" width={96} height={72} />
                <div className="image-row-text">
                  <strong>
                    {i.image.name} <span className="rw-badge badge-new">{t("wizard.new")}</span>
                  </strong>
                  <span className="muted">{t("wizard.images.seqSource", { seq: i.row.seq, source: i.row.source })}</span>
                </div>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => drop("images", n)} aria-label={t("wizard.removeNamed", { name: i.image.name })}>
                  {t("wizard.remove")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {pickedImage ? <AddImage key={pickedImage.id} image={pickedImage} nextSeq={nextSeq} back={galleryParams({})} /> : null}

      <div className="image-sources">
        {/* A finished upload opens as the picked image; the form starts empty again. */}
        <UploadImage key={pickedImage?.id ?? "none"} />
        <section className="wizard-panel" aria-labelledby="gallery-title">
          <h3 id="gallery-title">{t("wizard.images.gallery")}</h3>
          <SearchForm label={t("wizard.images.searchGallery")} name="gq" keep={["step"]} />
          {gallery && gallery.results.length ? (
            <ul className="gallery" aria-label={t("wizard.images.galleryImages")}>
              {gallery.results.map((img) => (
                <li key={img.id}>
                  <Link to={galleryParams({ pick: img.id })} className={`gallery-item${pickedImage?.id === img.id ? " active" : ""}`} preventScrollReset>
                    <img src={img.photo_s} alt="" loading="lazy" width={120} height={90} />
                    <span>{img.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-note">{t("empty.items")}</p>
          )}
          {gallery && gallery.count > gallery.limit ? (
            <nav className="pager" aria-label={t("wizard.images.galleryPages")}>
              {gallery.offset > 0 ? (
                <Link to={galleryParams({ goffset: Math.max(0, gallery.offset - gallery.limit) })} className="btn btn-ghost btn-sm" preventScrollReset>
                  {t("wizard.images.previous")}
                </Link>
              ) : null}
              <span className="muted">
                {t("wizard.images.range", { from: gallery.offset + 1, to: Math.min(gallery.count, gallery.offset + gallery.limit), count: gallery.count })}
              </span>
              {gallery.offset + gallery.limit < gallery.count ? (
                <Link to={galleryParams({ goffset: gallery.offset + gallery.limit })} className="btn btn-ghost btn-sm" preventScrollReset>
                  {t("wizard.images.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>

      <SaveNext intent="save-images" rows={rowsJson(fresh)} label={t("wizard.save")} />
    </div>
  );
}

function UploadImage() {
  const answer = useActionFor("upload");
  const action = useStepAction();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const { t } = useTranslation("recipes");
  const [form, fields] = useSchemaForm({
    id: "upload",
    lastResult: answer?.result,
    schema: imageUploadFormSchema,
    validateOn: "onSubmit",
  });
  return (
    <Form method="post" action={action} encType="multipart/form-data" {...formProps(form)} className="wizard-panel stack" aria-labelledby="upload-title">
      <h3 id="upload-title">{t("wizard.images.upload")}</h3>
      <input type="hidden" name="intent" value="upload" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.name} label={t("wizard.images.name")} />
      <Field meta={fields.source} label={t("wizard.images.source")} placeholder={t("wizard.images.sourcePlaceholder")} />
      <FileField
        meta={fields.photo_o}
        label={t("wizard.images.file")}
        accept=".jpg,.jpeg,.png,.gif,.bmp,image/jpeg,image/png,image/gif,image/bmp"
        hint={t("wizard.images.fileHint", { types: ALLOWED_IMAGE_TYPES.join(", ").toUpperCase(), mb: MAX_IMAGE_MB })}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {t("wizard.images.uploadButton")}
        </button>
      </div>
    </Form>
  );
}

function AddImage({ image, nextSeq, back }: { image: ImageData; nextSeq: number; back: string }) {
  const { recipe } = useWizardData();
  const { unsaved, add, warn } = useWizard();
  const answer = useActionFor("add-image");
  const action = useStepAction();
  const navigate = useNavigate();
  const { t } = useTranslation("recipes");
  const [form, fields] = useSchemaForm({
    id: "add-image",
    lastResult: answer?.result,
    defaultValue: { recipe: String(recipe?.id ?? ""), image: String(image.id), name: image.name, source: image.source, seq: String(nextSeq) },
    schema: imagePickSchema,
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success" || !recipe) return;
      const row = submission.value;
      if (recipe.images.some((i) => i.image === row.image) || unsaved.images.some((i) => i.row.image === row.image)) {
        warn(RECIPE_MSG.tryAgain);
        return;
      }
      add("images", { isNew: true, row: { ...row, name: row.name ?? image.name }, image });
      navigate(back, { replace: true, preventScrollReset: true });
    },
  });
  return (
    <Form method="post" action={action} {...formProps(form)} className="wizard-subform picked-image" aria-labelledby="picked-image-title">
      <img src={image.photo_m} alt="" width={200} height={150} />
      <div className="stack">
        <h3 id="picked-image-title">{image.name}</h3>
        <input type="hidden" name="intent" value="add-image" />
        <HiddenField meta={fields.recipe} />
        <HiddenField meta={fields.image} />
        <HiddenField meta={fields.name} />
        <FormError id={form.errorId} errors={form.errors} />
        <FieldErrors id={fields.image.errorId} errors={fields.image.errors} />
        <div className="wizard-grid">
          <Field meta={fields.source} label={t("wizard.images.sourceField")} />
          <NumberField meta={fields.seq} label={t("wizard.seq")} integer />
        </div>
        <div className="form-actions">
          <Link to={back} className="btn btn-ghost" preventScrollReset>
            {t("wizard.cancel")}
          </Link>
          <button type="submit" className="btn btn-secondary">
            {t("wizard.images.addButton")}
          </button>
        </div>
      </div>
    </Form>
  );
}
