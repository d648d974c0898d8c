import {
  DEFAULT_SAMPLE_TYPE,
  RETURN_SAMPLE_DEFAULT,
  type ContractInformation,
  type SampleDraftRow,
  type SampleInformation,
  type SampleOverview,
  type SampleType,
} from '@biocloud/contracts';

/** The values of the sheet form: the request's fields but the sample id and the submit flag. */
export interface SheetFormValues {
  sampleType: SampleType;
  contractInformation: ContractInformation;
  sampleInformationOverview: SampleOverview;
  /**
   * A draft's rows may be incomplete (walkthrough M8): a new row has no name or construction yet (undefined in the
   * form, so its select shows the placeholder); submitting asks for both.
   */
  detailSampleInformationList: SheetFormRow[];
  isDownLoad: boolean;
  isAnalysisPlan: boolean;
  batchNum: string;
  poNumber: string;
  rtnSample: SampleInformation['rtnSample'] | '';
}

const EMPTY_CONTRACT: ContractInformation = {
  contractNumber: '',
  customerName: '',
  organization: '',
  phone: '',
  email: '',
  address: '',
  salesName: '',
};

export type SheetFormRow = Partial<Omit<SampleDraftRow, 'constructionType'>> & {
  constructionType?: NonNullable<SampleDraftRow['constructionType']>;
};

export function emptySheetRow(): SheetFormRow {
  return {
    sampleName: '',
    tubeLabel: '',
    species: '',
    tissue: '',
    concentration: null,
    volume: null,
    od260280: null,
    od260230: null,
    rin: null,
    dataSize: null,
    remark: '',
  };
}

/** The form's first values: the saved sheet, or an empty one (one row, the defaults of the contracts). */
export function sheetFormValues(information: SampleInformation): SheetFormValues {
  const rows = information.detailSampleInformationList;
  return {
    sampleType: information.sampleType ?? DEFAULT_SAMPLE_TYPE,
    contractInformation: information.contractInformation ?? EMPTY_CONTRACT,
    sampleInformationOverview: information.sampleInformationOverview ?? {
      sampleCount: rows.length,
      species: '',
      transportCondition: 'dryIce',
      sequencingPlatform: '',
      analysisRequirement: '',
    },
    detailSampleInformationList:
      rows.length > 0
        ? rows.map(({ constructionType, ...row }) => ({ ...row, constructionType: constructionType ?? undefined }))
        : [emptySheetRow()],
    isDownLoad: information.isDownLoad,
    isAnalysisPlan: information.isAnalysisPlan,
    batchNum: information.batchNum,
    poNumber: information.poNumber,
    rtnSample: information.rtnSample ?? RETURN_SAMPLE_DEFAULT,
  };
}
