/** The id of the landing page's section menu, which its button names in aria-controls. */
export const LANDING_MENU_ID = 'landing-section-menu';
