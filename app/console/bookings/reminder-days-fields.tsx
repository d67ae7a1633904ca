/**
 * The booking terms page's reminder days (issue 26 item 6, decision 0055): when the balance
 * reminder and the overdue reminder go out. Read by the reminders job as they are when it runs.
 */
import type { BookingTerms } from "#domain/booking-terms.ts";
import { Field } from "../components/form-fields.tsx";

export function BalanceReminderFields({ terms, value, errors }: { terms: BookingTerms; value: (name: string, stored: number | undefined) => string; errors: Record<string, string> }) {
  return (
    <>
      <Field
        name="balanceReminderDaysBefore"
        label="Balance reminder, days before the balance is due"
        inputMode="numeric"
        defaultValue={value("balanceReminderDaysBefore", terms.balanceReminderDaysBefore)}
        error={errors.balanceReminderDaysBefore}
        hint="1 to 180. One email with the amount, the date and the link to pay, to travellers who still owe. Not sent to a booking made after that day."
      />
      <Field
        name="overdueReminderDaysAfter"
        label="Overdue reminder, days after the balance was due"
        inputMode="numeric"
        defaultValue={value("overdueReminderDaysAfter", terms.overdueReminderDaysAfter)}
        error={errors.overdueReminderDaysAfter}
        hint="1 to 90. One more email if the balance is still unpaid then, until the day before departure."
      />
    </>
  );
}
