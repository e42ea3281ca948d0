/** The parts of sodium-native (libsodium; it ships no types) that the session cookie's seal uses. */
declare module 'sodium-native' {
  const sodium: {
    crypto_secretbox_NONCEBYTES: number;
    crypto_secretbox_MACBYTES: number;
    randombytes_buf(buffer: Buffer): void;
    crypto_secretbox_easy(cipher: Buffer, message: Buffer, nonce: Buffer, key: Buffer): void;
    crypto_secretbox_open_easy(message: Buffer, cipher: Buffer, nonce: Buffer, key: Buffer): boolean;
  };
  export default sodium;
}
