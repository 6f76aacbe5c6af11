import { fetchPanelClinics } from './adminPanelApi';
import { useRestData } from './useRestData';

const loadClinics = (signal: AbortSignal) => fetchPanelClinics(signal);

/** Every clinic with its plan, status and amount billed (GET /api/admin/clinics). */
export const usePanelClinics = () => useRestData(loadClinics);
