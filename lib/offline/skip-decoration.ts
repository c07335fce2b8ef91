/**
 * Save-Data (issue 47, point 5): images marked as decoration only (`data-decorative`: the department
 * cards' illustrations, which repeat what their titles say) are not loaded when the browser asks
 * to save data. The shared, prerendered page cannot leave them out on the server, so the page says
 * so on <html> (`data-save-data`) before the browser reaches them, and their CSS hides them: a lazy
 * image that is not displayed is never fetched. SAVE_DATA_SCRIPT runs inline, ahead of the first
 * such images of a page loaded from the server; markSaveData covers pages reached in the browser.
 */
export const SAVE_DATA_ATTRIBUTE = 'data-save-data';

/**
 * Inline, so it runs before the images after it are parsed. Only on pages whose policy allows
 * inline scripts (not the form pages, whose scripts carry a nonce: decision 0006).
 */
export const SAVE_DATA_SCRIPT = `if(navigator.connection&&navigator.connection.saveData)document.documentElement.setAttribute('${SAVE_DATA_ATTRIBUTE}','')`;

export function markSaveData(on: boolean, root: HTMLElement = document.documentElement): void {
  root.toggleAttribute(SAVE_DATA_ATTRIBUTE, on);
}
