/**
 * Links that stay in the visitor's language (decision 0074): the site's components write English
 * paths (`/packages/12`), and these put them under the page's prefix (`/de/packages/12`). Paths
 * outside the site (API, images, the console) and other origins are left alone.
 */
import { useCallback } from "react";
import { useLingui } from "@lingui/react";
import { Link as RouterLink, type LinkProps } from "react-router";
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from "#domain/locales.ts";

/** The language the page is shown in. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** `(path) => path in the page's language`. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** React Router's Link, with its target in the page's language. */
export function Link({ to, ...rest }: LinkProps) {
  const localize = useLocalize();
  const target = typeof to === "string" ? localize(to) : to.pathname ? { ...to, pathname: localize(to.pathname) } : to;
  return <RouterLink to={target} {...rest} />;
}
