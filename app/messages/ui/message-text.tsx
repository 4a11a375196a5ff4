import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { linkPieces } from "../links";

/**
 * A message's text as plain text (line breaks kept by the sheet), its web addresses as links that
 * open in a new tab. Built of React text and <a> elements only: nothing typed is read as markup.
 */
export function MessageText({ text }: { text: string }) {
  const { t } = useTranslation("messages");
  return (
    <p className="message-text">
      {linkPieces(text).map((piece, i) =>
        piece.href ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {piece.text}
            <span className="visually-hidden">{t("thread.newTab")}</span>
          </a>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}
