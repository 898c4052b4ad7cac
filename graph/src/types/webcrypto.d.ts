// Fedify's types name the Web Crypto types of the DOM library (CryptoKeyPair, JsonWebKey), which
// this Node project does not load; they are Node's own webcrypto types under the same names.
// Imported for its types only (modules/federation/actors.ts), so every program that compiles the
// federation module sees them.
export {};

declare global {
  type CryptoKeyPair = import('node:crypto').webcrypto.CryptoKeyPair;
  type JsonWebKey = import('node:crypto').webcrypto.JsonWebKey;
}
