// The inventory's one error type, apart from the writers, so the run can recognise it without loading
// them: the writers (and the SPDX list) are loaded only by a run that writes an inventory.

/** The inventory file could not be written (disk full, no permission, ...). */
export class InventoryError extends Error {
  override readonly name = 'InventoryError';
}
