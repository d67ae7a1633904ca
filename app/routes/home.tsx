import { site } from "#content/site.ts";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: `${site.name} | Safaris, holidays and travel from Nairobi` },
    { name: "description", content: site.description },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [services, packages] = await Promise.all([context.catalogue.services(), context.catalogue.packages()]);
  return { services: services.map((s) => s.name), packageCount: packages.length };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="font-display text-4xl">{site.name}</h1>
      <p className="mt-2 text-lg">{site.tagline}</p>
      <p className="mt-4">{loaderData.packageCount} packages across our services:</p>
      <ul className="mt-2 list-disc pl-6">
        {loaderData.services.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </main>
  );
}
