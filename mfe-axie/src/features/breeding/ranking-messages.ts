/**
 * Strings of the ranked-pairs table and its expected profit: [id, es, en, pt], merged into the
 * breeding catalogue by messages.ts.
 */
export const RANKING_TABLE: readonly (readonly [string, string, string, string])[] = [
  ['axie.breeding.eval.metric.profit', 'Beneficio esperado de la próxima cría (mayor primero)', 'Expected profit of the next breed (highest first)', 'Lucro esperado da próxima cria (maior primeiro)'],
  ['axie.breeding.table.caption', 'Parejas ordenadas: pulsa el título de una columna para ordenar por ella', 'Ranked pairs: press a column title to sort by it', 'Pares ordenados: toque o título de uma coluna para ordenar por ela'],
  ['axie.breeding.table.rank', 'Puesto', 'Rank', 'Posição'],
  ['axie.breeding.table.parents', 'Pareja', 'Pair', 'Par'],
  ['axie.breeding.table.class', 'Clases', 'Classes', 'Classes dos pais'],
  ['axie.breeding.table.breeds', 'Crías', 'Breeds', 'Crias'],
  ['axie.breeding.table.price', 'Precio', 'Price', 'Preço'],
  ['axie.breeding.table.odds', 'Probabilidad', 'Chance', 'Chance'],
  ['axie.breeding.table.cost', 'Coste por éxito', 'Cost per success', 'Custo por sucesso'],
  ['axie.breeding.table.profit', 'Beneficio esperado', 'Expected profit', 'Lucro esperado'],
  ['axie.breeding.table.actions', 'Acciones', 'Actions', 'Ações'],
  ['axie.breeding.table.marketLink', 'Abrir el Axie #{id} en el Marketplace', 'Open Axie #{id} on the Marketplace', 'Abrir o Axie #{id} no Marketplace'],
  ['axie.breeding.table.own', 'propio', 'own', 'seu'],
  // a no-break space keeps "(1 cría)" whole when the cell wraps
  ['axie.breeding.table.costCell', '{usd} ({breeds, plural, one {#\u00a0cría} other {#\u00a0crías}})', '{usd} ({breeds, plural, one {#\u00a0breed} other {#\u00a0breeds}})', '{usd} ({breeds, plural, =0 {#\u00a0crias} one {#\u00a0cria} other {#\u00a0crias}})'],
  ['axie.breeding.table.waiting', 'calculando…', 'working out…', 'calculando…'],
  ['axie.breeding.table.fewSales', 'faltan ventas', 'not enough sales', 'faltam vendas'],
  ['axie.breeding.table.noMarket', 'sin mercado', 'no market', 'sem mercado'],
  ['axie.breeding.table.showProfit', 'Cómo se calcula el beneficio de #{a} × #{b}', 'How the profit of #{a} × #{b} is worked out', 'Como é calculado o lucro de #{a} × #{b}'],
  ['axie.breeding.profit.title', 'Beneficio esperado de la próxima cría de #{a} × #{b}', 'Expected profit of the next breed of #{a} × #{b}', 'Lucro esperado da próxima cria de #{a} × #{b}'],
  ['axie.breeding.profit.rule', 'Cada resultado posible de la cría vale la mediana de las {sample} ventas más recientes de Axies con esa clase y esas partes (dentro de los {days} días anteriores a su venta más reciente; ventas hasta el {asOf}), o el más barato de ellos en venta si cuesta menos; con menos de {min} ventas no se estima. Las probabilidades son las exactas del motor genético ({model}).', 'Each possible outcome of the breed is worth the median of the {sample} most recent sales of Axies with that class and those parts (within the {days} days before its most recent sale; sales up to {asOf}), or the cheapest of them for sale if lower; with fewer than {min} sales no estimate is given. The chances are the genetics engine\'s exact figures ({model}).', 'Cada resultado possível da cria vale a mediana das {sample} vendas mais recentes de Axies com essa classe e essas partes (dentro dos {days} dias anteriores à sua venda mais recente; vendas até {asOf}), ou o mais barato deles à venda se custar menos; com menos de {min} vendas não se estima. As chances são as exatas do motor genético ({model}).'],
  ['axie.breeding.profit.outcome', '{class}{parts, select, none {} other { con {parts}}}', '{class}{parts, select, none {} other { with {parts}}}', '{class}{parts, select, none {} other { com {parts}}}'],
  ['axie.breeding.profit.rest', '{class} sin las partes buscadas', '{class} without the wanted parts', '{class} sem as partes buscadas'],
  ['axie.breeding.profit.chance', 'Probabilidad {odds}', 'Chance {odds}', 'Chance de {odds}'],
  ['axie.breeding.profit.sales', '{count, plural, =0 {Sin ventas recientes} one {# venta} other {# ventas}}{count, select, 0 {} other { del {from} al {to}}}; mediana {median}', '{count, plural, =0 {No recent sales} one {# sale} other {# sales}}{count, select, 0 {} other { from {from} to {to}}}; median {median}', '{count, plural, =0 {Sem vendas recentes} one {# venda} other {# vendas}}{count, select, 0 {} other { de {from} a {to}}}; mediana {median}'],
  ['axie.breeding.profit.listings', '{count, plural, =0 {ninguno en venta} one {# en venta, desde {lowest}} other {# en venta, desde {lowest}}}', '{count, plural, =0 {none for sale} one {# for sale, from {lowest}} other {# for sale, from {lowest}}}', '{count, plural, =0 {nenhum à venda} one {# à venda, a partir de {lowest}} other {# à venda, a partir de {lowest}}}'],
  ['axie.breeding.profit.value', 'Vale {value}', 'Worth {value}', 'Valor {value}'],
  ['axie.breeding.profit.noValue', 'No hay ventas suficientes para estimarlo', 'Not enough sales to estimate it', 'Não há vendas suficientes para estimá-lo'],
  ['axie.breeding.profit.salesList', 'Ventas en las que se basa', 'Sales it rests on', 'Vendas em que se baseia'],
  ['axie.breeding.profit.sale', '{price} el {day} (#{id})', '{price} on {day} (#{id})', '{price} em {day} (#{id})'],
  ['axie.breeding.profit.gross', 'Valor esperado de la cría: {usd}', 'Expected value of the offspring: {usd}', 'Valor esperado da cria: {usd}'],
  ['axie.breeding.profit.fee', '− Comisión del Marketplace ({rate}; {source}): {usd}', '− Marketplace fee ({rate}; {source}): {usd}', '− Taxa do Marketplace ({rate}; {source}): {usd}'],
  ['axie.breeding.profit.breed', '− Cría: {slp} SLP + {axs} AXS a los precios de ahora: {usd}', '− Breeding: {slp} SLP + {axs} AXS at current prices: {usd}', '− Cria: {slp} SLP + {axs} AXS aos preços atuais: {usd}'],
  ['axie.breeding.profit.total', '= Beneficio esperado: {usd}', '= Expected profit: {usd}', '= Lucro esperado: {usd}'],
  ['axie.breeding.profit.fewSales', 'No hay ventas suficientes de todos los resultados posibles: no se da una cifra que sería una suposición.', 'Not every possible outcome has enough sales: no figure is given, as it would be a guess.', 'Nem todos os resultados possíveis têm vendas suficientes: não se dá um número que seria um palpite.'],
  ['axie.breeding.profit.unavailable', 'Los precios del mercado no están disponibles ahora.', 'Market prices are not available right now.', 'Os preços do mercado não estão disponíveis agora.'],
  ['axie.breeding.eval.profitNote', 'Mayor beneficio esperado primero: el valor de mercado de cada resultado de la cría, menos la comisión del Marketplace y el SLP y AXS de la cría. Pulsa una cifra para ver las ventas en que se basa.', 'Highest expected profit first: the market value of each outcome of the breed, less the Marketplace fee and the breed\'s SLP and AXS. Press a figure to see the sales it rests on.', 'Maior lucro esperado primeiro: o valor de mercado de cada resultado da cria, menos a taxa do Marketplace e o SLP e AXS da cria. Toque em um número para ver as vendas em que se baseia.'],
  ['axie.breeding.eval.profitPartial', 'Mayor beneficio primero entre las {pool} parejas más probables: otra pareja menos probable podría rendir más.', 'Highest profit first among the {pool} likeliest pairs: a less likely pair might earn more.', 'Maior lucro primeiro entre os {pool} pares mais prováveis: outro par menos provável poderia render mais.'],
];

/** Ids whose text is genuinely the same in another locale. */
export const rankingSameInAllLocales: readonly string[] = [
  'axie.breeding.table.waiting', // pt 'calculando…' = es
];
