// Loaded with --import into a Korero process under test: moves its clock KORERO_TEST_CLOCK_SHIFT_MS ahead, so that
// work gated on New Zealand's waking hours (invitation reminders) runs whenever the suite does. Every process in a
// test gets the same shift; PostgreSQL's own clock is not moved (Korero compares times it wrote itself).
const shift = Number(process.env.KORERO_TEST_CLOCK_SHIFT_MS ?? 0);
if (shift) {
  const Real = Date;
  // A function, not a class: Date() without `new` must still answer a string.
  function ShiftedDate(...args) {
    if (!new.target) return new Real(Real.now() + shift).toString();
    return args.length === 0 ? new Real(Real.now() + shift) : new Real(...args);
  }
  ShiftedDate.prototype = Real.prototype;
  ShiftedDate.now = () => Real.now() + shift;
  ShiftedDate.parse = Real.parse;
  ShiftedDate.UTC = Real.UTC;
  globalThis.Date = ShiftedDate;
}
