/** The parts of s3rver (an S3 stand-in for tests; it ships no types) that Korero's tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: Array<{ name: string; configs: Buffer[] }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
