/**
 * Loads the language suggestion (language-suggestion.tsx) after hydration, and only for a browser
 * whose first language is not English on an English page: most visitors never download it.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocale } from "../lib/i18n/link.tsx";

const LanguageSuggestion = lazy(() => import("./language-suggestion.tsx"));

export function LanguageOffer() {
  const current = useLocale();
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(current === "en" && !/^en\b/i.test(navigator.language)), [current]);
  return wanted ? (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  ) : null;
}
