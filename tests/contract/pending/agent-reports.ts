export const agentReports: readonly string[] = [];
