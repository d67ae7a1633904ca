/** Placeholder: this page is built by its own issue. */
export function meta() {
  return [{ title: "faqs | Twiga Horizons Travel" }];
}

export default function Page() {
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-3xl capitalize">faqs</h1>
    </main>
  );
}
