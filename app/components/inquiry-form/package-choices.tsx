/**
 * The inquiry form's package dropdown: the server's options first, then every package's name, asked
 * for once the visitor starts on the form in one request of names only (decision 0071), so opening
 * a page costs no catalogue.
 */
import { useQuery } from "@tanstack/react-query";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { compareText } from "#domain/formatting.ts";
import { queries } from "#app/lib/queries.ts";

export interface PackageOption {
  id: number;
  title: string;
}

export function usePackageChoices(serverPackages: PackageOption[] | undefined) {
  const [wanted, setWanted] = useState(false);
  const names = useQuery({ ...queries.packageTitles(), enabled: wanted });
  const options = useMemo(() => {
    const list = names.data && names.data.length ? names.data : (serverPackages ?? []);
    return [...list].sort((a, b) => compareText(a.title, b.title));
  }, [names.data, serverPackages]);
  // The whole catalogue can be a thousand options: build them in an interruptible background render
  // rather than in the update that brings the list (query updates render synchronously).
  const deferred = useDeferredValue(options);
  return {
    options,
    deferred,
    /** The visitor is on the form: fetch every name (once; later calls change nothing). */
    wantAll: () => setWanted(true),
    titleOf: (id: string) => options.find((p) => String(p.id) === id)?.title,
  };
}

/** The dropdown's options; memoised so only a new list renders them again. */
export const PackageOptions = memo(function PackageOptions({ options }: { options: PackageOption[] }) {
  return options.map((p) => (
    <option key={p.id} value={String(p.id)}>
      {p.title}
    </option>
  ));
});
