/**
 * Strings of the calculator's planning features (two generations, hidden Axies, shared links,
 * wallet lists): [id, es, en, pt], merged into the breeding catalogue by messages.ts.
 */
export const PLANNING_TABLE: readonly (readonly [string, string, string, string])[] = [
  // two generations
  ['axie.breeding.tab.twoGenerations', 'Dos generaciones', 'Two generations', 'Duas gerações'],
  ['axie.breeding.twoGen.noChild', 'Esta pareja no puede tener crías: no hay segunda generación.', 'This pair cannot have offspring: there is no second generation.', 'Este par não pode ter crias: não há segunda geração.'],
  ['axie.breeding.twoGen.childTitle', 'Genes de la cría de #{a} × #{b} (exactos)', 'Genes of the offspring of #{a} × #{b} (exact)', 'Genes da cria de #{a} × #{b} (exatos)'],
  ['axie.breeding.twoGen.childHint', 'Probabilidad de cada gen en cada posición (D, R1, R2) de la cría, con el modelo de herencia elegido.', 'Chance of each gene in each slot (D, R1, R2) of the offspring, under the chosen inheritance model.', 'Chance de cada gene em cada posição (D, R1, R2) da cria, com o modelo de herança escolhido.'],
  ['axie.breeding.twoGen.combinations', '({count, plural, one {# combinación posible} other {# combinaciones posibles}})', '({count, plural, one {# possible combination} other {# possible combinations}})', '({count, plural, =0 {# combinações possíveis} one {# combinação possível} other {# combinações possíveis}})'],
  ['axie.breeding.twoGen.partnersTitle', 'Mejores parejas para esa cría (nietos)', 'Best partners for that offspring (grandchildren)', 'Melhores pares para essa cria (netos)'],
  ['axie.breeding.twoGen.noFilter', 'Elige las partes que buscas en el filtro para calcular los nietos.', 'Choose the parts you want in the filter to work out the grandchildren.', 'Escolha as partes que você busca no filtro para calcular os netos.'],
  ['axie.breeding.twoGen.partnersHint', 'Entre {count, plural, one {# Axie adulto cargado} other {# Axies adultos cargados}} (sin los ocultos ni los padres y hermanos de la cría). Probabilidad de que el nieto tenga {metric, select, custom {el árbol de genes elegido} other {todas las partes buscadas en D}}, sumada de forma exacta sobre todos los genes posibles de la cría.', 'Among {count, plural, one {# loaded adult Axie} other {# loaded adult Axies}} (without hidden ones or the offspring\'s parents and siblings). Chance that the grandchild has {metric, select, custom {the chosen genes tree} other {every wanted part in D}}, summed exactly over every possible gene of the offspring.', 'Entre {count, plural, =0 {# Axies adultos carregados} one {# Axie adulto carregado} other {# Axies adultos carregados}} (sem os ocultos nem os pais e irmãos da cria). Chance de o neto ter {metric, select, custom {a árvore de genes escolhida} other {todas as partes buscadas em D}}, somada de forma exata sobre todos os genes possíveis da cria.'],
  ['axie.breeding.twoGen.partner', '#{id} ({breeds, plural, one {# cría} other {# crías}}{market, select, yes {, en venta {price}} other {}}): {odds}', '#{id} ({breeds, plural, one {# breed} other {# breeds}}{market, select, yes {, for sale {price}} other {}}): {odds}', '#{id} ({breeds, plural, =0 {# crias} one {# cria} other {# crias}}{market, select, yes {, à venda {price}} other {}}): {odds}'],
  ['axie.breeding.twoGen.cost', '— cría 1: {first}, cría 2: {second}; coste esperado por éxito {perSuccess}', '— breed 1: {first}, breed 2: {second}; expected cost per success {perSuccess}', '— cria 1: {first}, cria 2: {second}; custo esperado por sucesso {perSuccess}'],
  ['axie.breeding.twoGen.noPartners', 'Ningún Axie cargado puede dar un nieto con esas partes.', 'No loaded Axie can give a grandchild with those parts.', 'Nenhum Axie carregado pode dar um neto com essas partes.'],
  ['axie.breeding.twoGen.marketHint', 'Los Axies del Marketplace que cargues con "Buscar en el Marketplace" entran en esta lista con su precio; el coste por éxito suma las dos crías y la compra de los Axies en venta, dividido por la probabilidad.', 'Marketplace Axies you load with "Search the Marketplace" join this list with their price; the cost per success adds both breeds and buying the Axies for sale, divided by the chance.', 'Os Axies do Marketplace que você carregar com "Buscar no Marketplace" entram nesta lista com o preço; o custo por sucesso soma as duas crias e a compra dos Axies à venda, dividido pela chance.'],
  // hidden Axies
  ['axie.breeding.menu.hide', 'Ocultar (sin borrar)', 'Hide (without deleting)', 'Ocultar (sem apagar)'],
  ['axie.breeding.hidden.title', '{count, plural, one {# Axie oculto} other {# Axies ocultos}}: no entran en la clasificación ni en la lista', '{count, plural, one {# hidden Axie} other {# hidden Axies}}: left out of the ranking and the list', '{count, plural, =0 {# Axies ocultos} one {# Axie oculto} other {# Axies ocultos}}: ficam fora da classificação e da lista'],
  ['axie.breeding.hidden.restore', 'Restaurar', 'Restore', 'Restaurar'],
  ['axie.breeding.hidden.restoreLabel', 'Restaurar Axie #{id}', 'Restore Axie #{id}', 'Restaurar Axie #{id}'],
  ['axie.breeding.hidden.restoreAll', 'Restaurar todos', 'Restore all', 'Restaurar todos'],
  ['axie.breeding.hidden.inRanking', '{count, plural, one {# Axie oculto no entra} other {# Axies ocultos no entran}} en la clasificación.', '{count, plural, one {# hidden Axie is} other {# hidden Axies are}} left out of the ranking.', '{count, plural, =0 {# Axies ocultos ficam} one {# Axie oculto fica} other {# Axies ocultos ficam}} fora da classificação.'],
  // shared links
  ['axie.breeding.share.copy', 'Copiar enlace', 'Copy link', 'Copiar link'],
  ['axie.breeding.share.pageLabel', 'Copiar enlace a esta página tal como la ves', 'Copy link to this page as you see it', 'Copiar link para esta página como você a vê'],
  ['axie.breeding.share.pairLabel', 'Copiar enlace a la pareja #{a} × #{b}', 'Copy link to pair #{a} × #{b}', 'Copiar link para o par #{a} × #{b}'],
  ['axie.breeding.share.copied', 'Enlace copiado: quien lo abra verá los mismos Axies, filtros, reglas y pareja', 'Link copied: whoever opens it sees the same Axies, filters, rules and pair', 'Link copiado: quem o abrir verá os mesmos Axies, filtros, regras e par'],
  ['axie.breeding.share.copyByHand', 'El navegador no dejó copiar: copia el enlace del campo', 'The browser did not allow copying: copy the link from the field', 'O navegador não permitiu copiar: copie o link do campo'],
  ['axie.breeding.share.opened', 'Enlace abierto: {count, plural, one {# Axie cargado} other {# Axies cargados}} con sus filtros', 'Link opened: {count, plural, one {# Axie loaded} other {# Axies loaded}} with their filters', 'Link aberto: {count, plural, =0 {# Axies carregados} one {# Axie carregado} other {# Axies carregados}} com seus filtros'],
  ['axie.breeding.share.invalid', 'El enlace no es válido o está incompleto', 'The link is not valid or is incomplete', 'O link não é válido ou está incompleto'],
  ['axie.breeding.share.missing', '{count, plural, one {Un Axie del enlace ya no existe} other {# Axies del enlace ya no existen}}: {ids}', '{count, plural, one {One Axie of the link no longer exists} other {# Axies of the link no longer exist}}: {ids}', '{count, plural, =0 {# Axies do link não existem mais} one {Um Axie do link não existe mais} other {# Axies do link não existem mais}}: {ids}'],
  ['axie.breeding.share.failed', 'No se pudo crear el enlace', 'The link could not be made', 'Não foi possível criar o link'],
  ['axie.breeding.share.fees', 'El enlace trae las tarifas de cría de quien lo compartió: se usan hasta que las cambies', 'The link brings the breeding fees of whoever shared it: they are used until you change them', 'O link traz as taxas de cria de quem o compartilhou: elas valem até você mudá-las'],
  ['axie.breeding.share.lockedRules', '{count, plural, one {Una regla de combinación de esta página necesita un plan y no se aplica} other {# reglas de combinación de esta página necesitan un plan y no se aplican}}: las parejas se clasifican sin {count, plural, one {ella} other {ellas}}.', '{count, plural, one {One combination rule of this page needs a plan and is not applied} other {# combination rules of this page need a plan and are not applied}}: pairs are ranked without {count, plural, one {it} other {them}}.', '{count, plural, =0 {# regras de combinação desta página precisam de um plano e não são aplicadas} one {Uma regra de combinação desta página precisa de um plano e não é aplicada} other {# regras de combinação desta página precisam de um plano e não são aplicadas}}: os pares são classificados sem {count, plural, =0 {elas} one {ela} other {elas}}.'],
  ['axie.breeding.lists.moved', '{count, plural, one {Tu lista de wallets pasó a tu cuenta} other {Tus # listas de wallets pasaron a tu cuenta}}', '{count, plural, one {Your wallet list moved to your account} other {Your # wallet lists moved to your account}}', '{count, plural, =0 {Suas # listas de carteiras passaram para sua conta} one {Sua lista de carteiras passou para sua conta} other {Suas # listas de carteiras passaram para sua conta}}'],
  ['axie.breeding.lists.notMoved', 'Tus listas de wallets siguen en este navegador: la cuenta no las aceptó', 'Your wallet lists stay in this browser: the account did not take them', 'Suas listas de carteiras continuam neste navegador: a conta não as aceitou'],
  ['axie.breeding.share.replaceConfirm', 'El enlace reemplaza {count, plural, one {el Axie cargado} other {los # Axies cargados}} y los filtros. ¿Abrirlo?', 'The link replaces {count, plural, one {the loaded Axie} other {the # loaded Axies}} and the filters. Open it?', 'O link substitui {count, plural, =0 {os # Axies carregados} one {o Axie carregado} other {os # Axies carregados}} e os filtros. Abrir?'],
  // wallet lists
  ['axie.breeding.walletLists.title', 'Listas de wallets', 'Wallet lists', 'Listas de carteiras'],
  ['axie.breeding.walletLists.hint', '{signedIn, select, yes {Guardadas con tu cuenta} other {Guardadas en este navegador (inicia sesión para tenerlas en cualquier navegador)}}: hasta {lists} listas de {wallets} wallets. Cargar una wallet es gratis.', '{signedIn, select, yes {Kept with your account} other {Kept in this browser (sign in to have them in any browser)}}: up to {lists} lists of {wallets} wallets. Loading a wallet is free.', '{signedIn, select, yes {Guardadas com sua conta} other {Guardadas neste navegador (entre para tê-las em qualquer navegador)}}: até {lists} listas de {wallets} carteiras. Carregar uma carteira é grátis.'],
  ['axie.breeding.walletLists.newName', 'Nombre de la nueva lista', 'Name of the new list', 'Nome da nova lista'],
  ['axie.breeding.walletLists.create', 'Crear lista', 'Create list', 'Criar lista'],
  ['axie.breeding.walletLists.list', 'Lista', 'List', 'Lista'],
  ['axie.breeding.walletLists.loadAll', 'Cargar {count, plural, one {la wallet} other {las # wallets}}', 'Load {count, plural, one {the wallet} other {the # wallets}}', 'Carregar {count, plural, =0 {as # carteiras} one {a carteira} other {as # carteiras}}'],
  ['axie.breeding.walletLists.deleteList', 'Borrar lista', 'Delete list', 'Apagar lista'],
  ['axie.breeding.walletLists.loadOne', 'Cargar', 'Load', 'Carregar'],
  ['axie.breeding.walletLists.loadOneLabel', 'Cargar los Axies de {wallet}', 'Load the Axies of {wallet}', 'Carregar os Axies de {wallet}'],
  ['axie.breeding.walletLists.remove', 'Quitar', 'Remove', 'Remover'],
  ['axie.breeding.walletLists.removeLabel', 'Quitar {wallet} de la lista', 'Remove {wallet} from the list', 'Remover {wallet} da lista'],
  ['axie.breeding.walletLists.address', 'Wallet para la lista (ronin: o 0x)', 'Wallet for the list (ronin: or 0x)', 'Carteira para a lista (ronin: ou 0x)'],
  ['axie.breeding.walletLists.label', 'Nombre de la wallet (opcional)', 'Wallet name (optional)', 'Nome da carteira (opcional)'],
  ['axie.breeding.walletLists.addWallet', 'Añadir wallet', 'Add wallet', 'Adicionar carteira'],
  ['axie.breeding.walletLists.problem.blankName', 'Escribe un nombre para la lista', 'Type a name for the list', 'Digite um nome para a lista'],
  ['axie.breeding.walletLists.problem.nameTaken', 'Ya tienes una lista con ese nombre (sin distinguir mayúsculas)', 'You already have a list with that name (case ignored)', 'Você já tem uma lista com esse nome (sem diferenciar maiúsculas)'],
  ['axie.breeding.walletLists.problem.tooManyLists', 'Puedes tener hasta {lists} listas', 'You can keep up to {lists} lists', 'Você pode ter até {lists} listas'],
  ['axie.breeding.walletLists.problem.tooManyWallets', 'Una lista puede tener hasta {walletsPerList} wallets', 'A list can hold up to {walletsPerList} wallets', 'Uma lista pode ter até {walletsPerList} carteiras'],
  ['axie.breeding.walletLists.problem.walletTwice', 'Esa wallet ya está en la lista', 'That wallet is already in the list', 'Essa carteira já está na lista'],
  ['axie.breeding.grid.owner', 'Dueño', 'Owner', 'Dono'],
];

/** Ids of PLANNING_TABLE whose text is the same in another locale. */
export const planningSameInAllLocales: readonly string[] = [
  'axie.breeding.hidden.restore', // pt 'Restaurar' = es
  'axie.breeding.hidden.restoreLabel',
  'axie.breeding.hidden.restoreAll',
  'axie.breeding.walletLists.list', // 'Lista' in es and pt
]; 
