/** One labelled field of the inquiry form, with its error below it and the input's look. */
import type { ReactNode } from "react";

export function inputCls(error?: string) {
  return `block h-11 w-full rounded-xl border bg-white px-3 text-[15px] text-earth-900 shadow-sm outline-none transition placeholder:text-earth-900/60 focus:border-acacia-600 focus:ring-2 focus:ring-acacia-600/30 ${
    error ? "border-red-700" : "border-earth-900/20"
  }`;
}

/** The attributes that tie a field to its error message for assistive technology. */
export function describedBy(fieldId: string, error?: string) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${fieldId}-error` } : {};
}

export function Field({
  id,
  label,
  required,
  error,
  children,
  className = "",
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-earth-900">
        {label}
        {required ? (
          <span className="text-red-800" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
