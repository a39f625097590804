/** Players per leaderboard page */
const PAGE_SIZE = 20;

/** The leaderboard's read for a page, name and guild (the page's own request) */
export const leaderboardPath = (page: number, query = '', guild = '') => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (query) params.set('q', query);
  if (guild) params.set('guild', guild);
  return `/api/apeiron/leaderboard?${params}`;
};
