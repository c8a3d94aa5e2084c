/** The documents feature's public entry for choosing a library elsewhere (timesheet exports). */
export { useLibraries } from './api/get-libraries';
