/** The traveller's link to a booking (issue 26 item 3): like the quote's, unguessable and without login. */
export const bookingLink = (origin: string, token: string): string => `${origin.replace(/\/$/, "")}/bookings/${token}`;
