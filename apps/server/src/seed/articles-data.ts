import type { ArticleKey, InterpretationType, Locale } from '@biocloud/contracts';

/*
 * The demo data's articles and literature interpretations (articles.ts seeds them once). The interpretations are of
 * real papers: their pmids, English titles and journals (full names as PubMed gives them) are PubMed's; impact
 * factors are the journals' recent ones, rounded.
 */

export interface SeedArticle {
  key: ArticleKey;
  title: string;
  summary: string;
  body: string;
  sampleInfo: string;
}

export interface SeedPaper {
  pmid: string;
  englishTitle: string;
  magazineName: string;
  impactFactor: number;
  parentType: ArticleKey;
  type: InterpretationType;
}

/** A paper's interpretation in one locale: its headline and sections (HTML). */
export interface SeedInterpretationText {
  title: string;
  background: string;
  objective: string;
  material: string;
  technology: string;
  experimental: string;
  innovation: string;
}

export const SEED_PAPERS: SeedPaper[] = [
  {
    pmid: '25516281',
    englishTitle: 'Moderated estimation of fold change and dispersion for RNA-seq data with DESeq2',
    magazineName: 'Genome biology',
    impactFactor: 10.1,
    parentType: 'transcriptome',
    type: 'method',
  },
  {
    pmid: '23104886',
    englishTitle: 'STAR: ultrafast universal RNA-seq aligner',
    magazineName: 'Bioinformatics (Oxford, England)',
    impactFactor: 4.4,
    parentType: 'transcriptome',
    type: 'method',
  },
  {
    pmid: '35357919',
    englishTitle: 'The complete sequence of a human genome',
    magazineName: 'Science (New York, N.Y.)',
    impactFactor: 44.7,
    parentType: 'genome',
    type: 'research',
  },
  {
    pmid: '31178118',
    englishTitle: 'Comprehensive Integration of Single-Cell Data',
    magazineName: 'Cell',
    impactFactor: 45.5,
    parentType: 'singleCell',
    type: 'method',
  },
  {
    pmid: '22699609',
    englishTitle: 'Structure, function and diversity of the healthy human microbiome',
    magazineName: 'Nature',
    impactFactor: 50.5,
    parentType: 'microbiome',
    type: 'research',
  },
  {
    pmid: '21493656',
    englishTitle: 'Bismark: a flexible aligner and methylation caller for Bisulfite-Seq applications',
    magazineName: 'Bioinformatics (Oxford, England)',
    impactFactor: 4.4,
    parentType: 'epigenome',
    type: 'method',
  },
];

const p = (text: string) => `<p>${text}</p>`;

/** Per locale, in SEED_PAPERS' order. */
export const SEED_INTERPRETATIONS: Record<Locale, SeedInterpretationText[]> = {
  zh: [
    {
      title: 'DESeq2：RNA-seq 差异表达分析中的倍数变化收缩估计',
      background: p('RNA-seq 计数数据样本少、离散度大，低表达基因的倍数变化估计极不稳定。'),
      objective: p('给出稳定、可比较的倍数变化与离散度估计，并控制假阳性。'),
      material: p('多套公开 RNA-seq 数据集（如 Bottomly 小鼠数据）与模拟数据。'),
      technology: p('负二项广义线性模型，经验贝叶斯收缩离散度与对数倍数变化。'),
      experimental: p('与 edgeR、limma-voom 等方法比较灵敏度与假发现率。'),
      innovation: p('<strong>收缩估计</strong>让倍数变化可以直接用于排序和可视化。'),
    },
    {
      title: 'STAR：超快速的通用 RNA-seq 比对工具',
      background: p('转录组数据量巨大，传统比对工具速度慢且难以发现新的剪接位点。'),
      objective: p('实现快速、准确、能识别剪接与融合的 RNA-seq 比对。'),
      material: p('ENCODE 项目的数十亿条 RNA-seq 读段。'),
      technology: p('基于未压缩后缀数组的最大可比对种子搜索，再进行种子聚类与拼接。'),
      experimental: p('与 TopHat 等工具比较比对速度、灵敏度与精确度。'),
      innovation: p('比对速度提升 50 倍以上，并可发现非经典剪接与嵌合转录本。'),
    },
    {
      title: '端粒到端粒：第一个完整的人类基因组序列',
      background: p('参考基因组 GRCh38 仍有约 8% 的区域（着丝粒、重复序列）未能组装。'),
      objective: p('组装一个没有缺口的人类基因组。'),
      material: p('完全葡萄胎细胞系 CHM13 的 PacBio HiFi 与 Oxford Nanopore 超长读段。'),
      technology: p('长读长测序结合图组装方法，逐一解决重复区域。'),
      experimental: p('新增近 2 亿个碱基与上千个基因，并校正了参考序列中的错误。'),
      innovation: p('首次得到端粒到端粒（T2T）的完整人类基因组 T2T-CHM13。'),
    },
    {
      title: 'Seurat v3：单细胞数据的全面整合',
      background: p('不同批次、平台和组学的单细胞数据难以直接合并分析。'),
      objective: p('在多个单细胞数据集之间找到对应的细胞状态并整合。'),
      material: p('胰岛、骨髓、小鼠脑等多套 scRNA-seq 及多组学数据。'),
      technology: p('典型相关分析结合互为最近邻的“锚点”进行数据整合与标签迁移。'),
      experimental: p('验证跨技术、跨物种以及转录组与染色质可及性数据的整合。'),
      innovation: p('锚点方法成为单细胞数据整合与注释的常用框架。'),
    },
    {
      title: '健康人体微生物组的结构、功能与多样性',
      background: p('人体各部位的微生物群落组成及其正常变化范围尚不清楚。'),
      objective: p('描绘健康人群多个身体部位微生物组的结构与功能。'),
      material: p('242 名健康成人、18 个身体部位的样本。'),
      technology: p('16S rRNA 测序与宏基因组鸟枪法测序。'),
      experimental: p('比较个体间与部位间的物种组成和代谢通路差异。'),
      innovation: p('建立了健康人体微生物组的参考图谱：物种差异大而功能相对稳定。'),
    },
    {
      title: 'Bismark：灵活的亚硫酸氢盐测序比对与甲基化识别',
      background: p('亚硫酸氢盐处理使 C 转为 T，常规比对工具无法直接处理这类读段。'),
      objective: p('提供易用、准确的 Bisulfite-Seq 比对与甲基化位点识别。'),
      material: p('全基因组亚硫酸氢盐测序（WGBS）与 RRBS 数据。'),
      technology: p('将读段与基因组做 C→T、G→A 的体外转换后用 Bowtie 比对。'),
      experimental: p('在不同文库类型中评估比对效率与甲基化识别准确性。'),
      innovation: p('一步输出 CpG、CHG、CHH 上下文的甲基化信息。'),
    },
  ],
  en: [
    {
      title: 'DESeq2: shrunken fold changes for RNA-seq',
      background: p(
        'RNA-seq counts come from few samples and vary a lot, so fold changes of weakly expressed genes are unstable.',
      ),
      objective: p('Stable, comparable estimates of fold change and dispersion with controlled false positives.'),
      material: p('Public RNA-seq data sets (such as the Bottomly mouse data) and simulations.'),
      technology: p('Negative binomial GLMs with empirical Bayes shrinkage of dispersions and log fold changes.'),
      experimental: p('Sensitivity and false discovery rate compared with edgeR, limma-voom and others.'),
      innovation: p('<strong>Shrunken estimates</strong> can be ranked and plotted directly.'),
    },
    {
      title: 'STAR: ultrafast RNA-seq alignment',
      background: p('Transcriptomes are huge and older aligners were slow and missed novel splice junctions.'),
      objective: p('Fast, accurate alignment that finds splicing and fusions.'),
      material: p('Billions of ENCODE RNA-seq reads.'),
      technology: p('Maximal mappable seed search in uncompressed suffix arrays, then seed clustering and stitching.'),
      experimental: p('Speed, sensitivity and precision compared with TopHat and others.'),
      innovation: p('Over 50 times faster, and finds non-canonical splices and chimeric transcripts.'),
    },
    {
      title: 'Telomere to telomere: a complete human genome',
      background: p('About 8% of the GRCh38 reference (centromeres, repeats) was still unassembled.'),
      objective: p('Assemble a human genome without gaps.'),
      material: p('PacBio HiFi and Oxford Nanopore ultra-long reads of the CHM13 hydatidiform mole cell line.'),
      technology: p('Long-read sequencing with graph-based assembly, resolving repeats one by one.'),
      experimental: p('Nearly 200 million new bases and about two thousand new genes; reference errors corrected.'),
      innovation: p('The first telomere-to-telomere human genome, T2T-CHM13.'),
    },
    {
      title: 'Seurat v3: integrating single-cell data',
      background: p('Single-cell data from different batches, platforms and modalities cannot simply be merged.'),
      objective: p('Find shared cell states across data sets and integrate them.'),
      material: p('Pancreatic islets, bone marrow, mouse brain and other scRNA-seq and multi-omic data.'),
      technology: p(
        'Canonical correlation analysis and mutual nearest neighbour "anchors" for integration and label transfer.',
      ),
      experimental: p('Integration across technologies, species, and transcriptome with chromatin accessibility.'),
      innovation: p('Anchors became a standard way to integrate and annotate single-cell data.'),
    },
    {
      title: 'The healthy human microbiome',
      background: p('What microbes live on each body site, and how much this varies in health, was unknown.'),
      objective: p('Describe the structure and function of the microbiome at many body sites of healthy people.'),
      material: p('Samples of 242 healthy adults from 18 body sites.'),
      technology: p('16S rRNA gene sequencing and shotgun metagenomics.'),
      experimental: p('Taxa and metabolic pathways compared between people and between body sites.'),
      innovation: p('A reference map of the healthy microbiome: taxa vary widely while functions stay stable.'),
    },
    {
      title: 'Bismark: aligning bisulfite sequencing reads',
      background: p('Bisulfite turns unmethylated C into T, which ordinary aligners cannot handle.'),
      objective: p('Easy, accurate Bisulfite-Seq alignment and methylation calls.'),
      material: p('Whole-genome bisulfite sequencing (WGBS) and RRBS data.'),
      technology: p('Reads and genome converted in silico (C→T, G→A) and aligned with Bowtie.'),
      experimental: p('Mapping efficiency and call accuracy across library types.'),
      innovation: p('Methylation in CpG, CHG and CHH contexts in one run.'),
    },
  ],
};

const sample = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const SEED_ARTICLES: Record<Locale, SeedArticle[]> = {
  zh: [
    {
      key: 'genome',
      title: '全基因组重测序',
      summary: '发现 SNP、InDel 与结构变异，适用于群体遗传与关联分析。',
      body: '<h2>适用场景</h2><p>已有参考基因组的物种，研究群体遗传结构、选择信号或性状关联。</p><h2>分析流程</h2><p>质控后用 BWA 比对到参考基因组，GATK 检测变异并注释。</p>',
      sampleInfo: sample(['基因组 DNA ≥ 1 μg，浓度 ≥ 20 ng/μL', 'OD260/280 在 1.8–2.0 之间，无明显降解', '干冰运输']),
    },
    {
      key: 'transcriptome',
      title: '真核有参转录组测序',
      summary: '比较不同条件下基因的表达，找出差异表达基因及其通路。',
      body: '<h2>适用场景</h2><p>处理组与对照组的表达差异、组织特异表达、时间序列。</p><h2>分析流程</h2><p>STAR 比对、定量后用 DESeq2 做差异分析，再做 GO/KEGG 富集。</p>',
      sampleInfo: sample(['总 RNA ≥ 1 μg，RIN ≥ 7', '每组至少 3 个生物学重复', '干冰运输，避免反复冻融']),
    },
    {
      key: 'epigenome',
      title: '全基因组甲基化测序（WGBS）',
      summary: '单碱基分辨率检测全基因组 DNA 甲基化水平。',
      body: '<h2>适用场景</h2><p>发育、疾病与环境应答中的甲基化差异研究。</p><h2>分析流程</h2><p>Bismark 比对与甲基化识别，再检测差异甲基化区域（DMR）。</p>',
      sampleInfo: sample(['基因组 DNA ≥ 2 μg，完整无降解', '避免 RNA 与蛋白污染', '干冰运输']),
    },
    {
      key: 'singleCell',
      title: '10x Genomics 单细胞转录组',
      summary: '一次获得上万个细胞的转录组，识别细胞类型与状态。',
      body: '<h2>适用场景</h2><p>组织细胞图谱、肿瘤微环境、发育轨迹。</p><h2>分析流程</h2><p>Cell Ranger 定量，Seurat 聚类、注释与多样本整合。</p>',
      sampleInfo: sample(['新鲜组织或单细胞悬液，活率 ≥ 85%', '细胞浓度 700–1200 个/μL', '4 °C 保存，24 小时内送达']),
    },
    {
      key: 'microbiome',
      title: '16S rRNA 扩增子测序',
      summary: '分析环境或宿主样本中细菌群落的组成与多样性。',
      body: '<h2>适用场景</h2><p>肠道菌群、土壤与水体微生物群落比较。</p><h2>分析流程</h2><p>扩增 V3–V4 区，去噪得到 ASV，计算 α/β 多样性与差异物种。</p>',
      sampleInfo: sample(['粪便、土壤等样本 ≥ 0.5 g 或 DNA ≥ 100 ng', '采样后立即 −80 °C 冻存', '干冰运输']),
    },
  ],
  en: [
    {
      key: 'genome',
      title: 'Whole-genome resequencing',
      summary: 'Finds SNPs, indels and structural variants for population genetics and association studies.',
      body: '<h2>When to use it</h2><p>Species with a reference genome: population structure, selection signals, trait association.</p><h2>Analysis</h2><p>Reads are aligned with BWA after quality control; GATK calls and annotates variants.</p>',
      sampleInfo: sample([
        'Genomic DNA ≥ 1 μg at ≥ 20 ng/μL',
        'OD260/280 between 1.8 and 2.0, not degraded',
        'Shipped on dry ice',
      ]),
    },
    {
      key: 'transcriptome',
      title: 'Eukaryotic RNA-seq with a reference',
      summary: 'Compares gene expression between conditions to find differentially expressed genes and pathways.',
      body: '<h2>When to use it</h2><p>Treatment against control, tissue-specific expression, time courses.</p><h2>Analysis</h2><p>STAR alignment and quantification, DESeq2 for differential expression, then GO and KEGG enrichment.</p>',
      sampleInfo: sample([
        'Total RNA ≥ 1 μg, RIN ≥ 7',
        'At least 3 biological replicates per group',
        'Shipped on dry ice; avoid freeze-thaw cycles',
      ]),
    },
    {
      key: 'epigenome',
      title: 'Whole-genome bisulfite sequencing (WGBS)',
      summary: 'DNA methylation of the whole genome at single-base resolution.',
      body: '<h2>When to use it</h2><p>Methylation differences in development, disease and responses to the environment.</p><h2>Analysis</h2><p>Bismark alignment and methylation calls, then differentially methylated regions (DMRs).</p>',
      sampleInfo: sample(['Genomic DNA ≥ 2 μg, intact', 'Free of RNA and protein', 'Shipped on dry ice']),
    },
    {
      key: 'singleCell',
      title: '10x Genomics single-cell RNA-seq',
      summary: 'Transcriptomes of thousands of cells at once, to find cell types and states.',
      body: '<h2>When to use it</h2><p>Cell atlases of tissues, tumour microenvironments, developmental trajectories.</p><h2>Analysis</h2><p>Cell Ranger quantification; Seurat clustering, annotation and integration of samples.</p>',
      sampleInfo: sample([
        'Fresh tissue or a single-cell suspension, viability ≥ 85%',
        '700–1200 cells/μL',
        'Kept at 4 °C, delivered within 24 hours',
      ]),
    },
    {
      key: 'microbiome',
      title: '16S rRNA amplicon sequencing',
      summary: 'Composition and diversity of the bacterial community of an environmental or host sample.',
      body: '<h2>When to use it</h2><p>Gut microbiota, soil and water communities compared.</p><h2>Analysis</h2><p>The V3–V4 region is amplified and denoised into ASVs; alpha and beta diversity and differential taxa follow.</p>',
      sampleInfo: sample([
        'Stool, soil or other sample ≥ 0.5 g, or DNA ≥ 100 ng',
        'Frozen at −80 °C right after sampling',
        'Shipped on dry ice',
      ]),
    },
  ],
};
