/** The entity id in an editor's URL (`:id`); anything but a positive whole number is a 404, not an error. */
export function entityIdParam(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  return id;
}
