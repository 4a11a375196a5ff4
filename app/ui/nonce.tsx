import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty in the browser (browsers hide nonce attributes). */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
