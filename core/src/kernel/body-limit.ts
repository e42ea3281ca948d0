/**
 * The body a route accepts unless it declares its own `bodyLimit`: every form and call Korero has fits in a few
 * kilobytes (the largest, the review criteria, is under 10 KB). A route whose input is larger (a customer's photos, a
 * voice recording, a CSV import) declares a limit sized to it, so no other route reads megabytes it never wanted.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
