/** Shown only when the server cannot even list its modules (it is down, or mid-restart). */
export function StartupError({ message }: { message: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-stone-900">Korero is not reachable right now</h1>
        <p className="mt-2 text-sm text-stone-600">{message}</p>
        <button
          type="button"
          className="mt-4 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white"
          onClick={() => location.reload()}
        >
          Try again
        </button>
      </div>
    </main>
  );
}
