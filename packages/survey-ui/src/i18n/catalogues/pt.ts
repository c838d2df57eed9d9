/**
 * Portuguese as written in Brazil (the larger market; Portugal reads it, with a few Brazilian words:
 * 'pesquisa', 'salvar'); polite imperative ('Selecione'); numbers in digits.
 */
import type { RunnerCatalogue } from '../messages.ts';

export const catalogue: RunnerCatalogue = {
  lang: 'pt',
  dir: 'ltr',
  texts: {
    selectOne: 'Selecione uma resposta',
    selectAll: 'Selecione todas as opções aplicáveis',
    selectOnePerRow: 'Selecione uma resposta por linha',
    dragToRate: 'Arraste o botão para avaliar',
    enterAnswer: 'Digite sua resposta na caixa abaixo',
    tapToSelect: 'TOQUE PARA SELECIONAR',
    dragToReorder: 'ARRASTE PARA REORDENAR',
    tapToRemove: 'TOQUE PARA REMOVER',
    reorderItem: 'Mover {label}, posição {rank} de {count}',
    movedTo: '{label} movido para a posição {position}',
    removeItem: 'Remover {label} da classificação',
    blankOption: 'Opção {n}',
    blankRow: 'Linha {n}',
    blankColumn: 'Coluna {n}',
    pleaseSpecify: 'Especifique',
    specifyItem: '{label}: especifique',
    watchVideo: 'Assistir ao vídeo',
    dontKnow: 'Não sei',
    preferNotToSay: 'Prefiro não responder',
    noneOfThese: 'Nenhuma das anteriores',
    answerQuestion: 'Responda à pergunta.',
    requiredChoice: 'Selecione uma resposta.',
    requiredRanked: 'Ordene as opções.',
    requiredMatrix: 'Responda a todas as linhas.',
    requiredText: 'Digite sua resposta.',
    requiredScale: 'Mova o controle deslizante para dar a sua avaliação.',
    exclusive: 'Não é possível combinar "{label}" com outras respostas.',
    textRequired: 'Dê mais detalhes na caixa.',
    tooManySingle: 'Selecione apenas uma resposta.',
    tooManyPerRow: 'Selecione apenas uma resposta por linha.',
    rankAll: 'Ordene todas as opções.',
    outOfRange: 'Escolha um valor de {min} a {max}.',
    notAnOption: 'Essa resposta não é uma das opções.',
    wrongKind: 'A resposta não corresponde à pergunta.',
    formatNumeric: 'Insira um número.',
    formatPositiveInteger: 'Insira um número inteiro maior que zero.',
    formatInteger: 'Insira um número inteiro.',
    formatPostcodeSector: 'Insira um setor de código postal, por exemplo SW1A 1.',
    formatPostcodeFull: 'Insira um código postal completo, por exemplo SW1A 1AA.',
    formatAlphanumeric: 'Use apenas letras, números e espaços.',
    formatEmail: 'Insira um endereço de e-mail, por exemplo name@example.com.',
    previewBanner: 'Visualização: as respostas não são salvas',
    loading: 'Carregando…',
    saving: 'Salvando…',
    reconnecting: 'Reconectando…',
    progress: 'Progresso da pesquisa',
    next: 'Avançar',
    takingYouBack: 'Você será redirecionado em instantes…',
    continueNow: 'Continuar agora',
  },
  plurals: {
    selectUpTo: {
      one: 'Selecione até {n} resposta',
      many: 'Selecione até {n} respostas',
      other: 'Selecione até {n} respostas',
    },
    selectBetween: { other: 'Selecione entre {min} e {max} respostas' },
    tooManyUpTo: {
      one: 'Selecione no máximo {max} resposta.',
      other: 'Selecione no máximo {max} respostas.',
    },
    betweenProblem: { other: 'Selecione entre {min} e {max} respostas.' },
    rankTop: {
      one: 'Indique a sua primeira escolha.',
      other: 'Ordene as suas {n} primeiras escolhas.',
    },
    rankOnlyTop: {
      one: 'Indique apenas a sua primeira escolha.',
      other: 'Ordene apenas as suas {n} primeiras escolhas.',
    },
    tooLongOption: {
      one: 'Use no máximo {limit} caractere.',
      other: 'Use no máximo {limit} caracteres.',
    },
    tooLongText: {
      one: 'A sua resposta deve ter no máximo {limit} caractere.',
      other: 'A sua resposta deve ter no máximo {limit} caracteres.',
    },
  },
  endings: {
    complete: {
      title: 'Obrigado!',
      body: 'As suas respostas foram registradas. Já pode fechar esta página.',
    },
    screened_out: {
      title: 'Obrigado pelo seu tempo',
      body: 'Infelizmente, o seu perfil não corresponde ao que esta pesquisa procura, por isso ela termina aqui.',
    },
    quota_full: {
      title: 'Obrigado pelo seu tempo',
      body: 'Esta pesquisa já tem respostas suficientes de pessoas com o seu perfil, por isso ela termina aqui.',
    },
    dropped: {
      title: 'Esta pesquisa terminou',
      body: 'Esta sessão foi encerrada antes de ser concluída. Não são necessárias mais respostas.',
    },
    not_open: {
      title: 'Esta pesquisa não está aberta',
      body: 'Esta pesquisa não está aceitando respostas no momento. Tente novamente mais tarde.',
    },
    invalid_link: {
      title: 'Este link não é válido',
      body: 'Este link da pesquisa não é válido. Use o link completo que recebeu.',
    },
    preview_link: {
      title: 'Abra a visualização novamente',
      body: 'Este link de visualização expirou ou está incompleto. Abra a visualização novamente no painel.',
    },
    failed: {
      title: 'Algo deu errado',
      body: 'Não foi possível carregar a pesquisa. Recarregue a página para tentar novamente.',
    },
  },
};
