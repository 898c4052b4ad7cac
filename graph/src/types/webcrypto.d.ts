// Fedify's types name the Web Crypto types of the DOM library (CryptoKeyPair, JsonWebKey), which
// this Node project does not load; they are Node's own webcrypto types under the same names.
type CryptoKeyPair = import('node:crypto').webcrypto.CryptoKeyPair;
type JsonWebKey = import('node:crypto').webcrypto.JsonWebKey;
