/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// The app runs single fetch (remix.config.js): `useLoaderData<typeof loader>()` gives what a
// loader's `data(...)` sends, as turbo-stream sends it (Remix's documented declaration).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
