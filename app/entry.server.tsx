import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { encodeDocument } from "~/document-encoding.server";
import { browserTexts, i18nOf, pageLanguage, routeNamespaces } from "~/i18n/i18n.server";
import { I18nBootContext } from "~/i18n/react";
import { NonceProvider } from "~/ui/nonce";
import type { PortalLoadContext } from "~/security/client.server";

// server.mjs reads the validated environment from here (one parse, one truth).
export { env, startupNotices } from "~/env.server";
export { bodyLimitFor, refuseOversizedBody } from "~/security/body-limit.server";
export { finishRequestScope, runInRequestScope } from "~/request-scope.server";
export { recordNotFound } from "~/security/audit.server";
// The job worker, run inside this server (JOBS_WORKER=in-process) or alone by worker.mjs.
export { startJobs } from "~/job-runner.server";
export { flushAuditRows } from "~/security/audit-queue.server";

const ABORT_DELAY = 5_000;

/**
 * The document is rendered whole and sent in one write (issue 15). No page defers data, so
 * streaming the shell first gains nothing here, while piping React's many small chunks through
 * a Node stream, a web stream and back cost more than the rendering itself.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as Partial<PortalLoadContext>).cspNonce ?? "";
  // The root loader worked out the page's language; when it did not run (an error page), ask again.
  const rootData = remixContext.staticHandlerContext.loaderData.root as { locale?: string } | undefined;
  const locale = rootData?.locale ?? (await pageLanguage(request, null));
  const texts = browserTexts(locale, routeNamespaces(remixContext));
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const chunks: Uint8Array[] = [];
    // React writes into this and ends it once; no Node stream machinery is needed for a buffer.
    const sink = {
      write(chunk: Uint8Array) {
        chunks.push(chunk);
        return true;
      },
      end() {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // Compressed here in one call when the browser accepts it, not as a stream by the middleware.
        const body = encodeDocument(request, Buffer.concat(chunks), responseHeaders);
        // With its length known the document goes out in one write, not as a chunked body whose
        // last chunk is a second write (issue 28).
        responseHeaders.set("Content-Length", String(body.byteLength));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
      },
      on() {
        return sink;
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18nOf(locale)}>
        <I18nBootContext.Provider value={texts}>
          <NonceProvider value={nonce}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </NonceProvider>
        </I18nBootContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          pipe(sink as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          failed = true;
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!failed) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
    timer.unref();
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // Paths only: query strings can carry tokens.
  console.error(`[ssr] ${request.method} ${new URL(request.url).pathname}:`, error instanceof Error ? error.stack : error);
}
