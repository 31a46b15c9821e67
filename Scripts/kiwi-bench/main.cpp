// Kiwi beside arrange-bench: the enaml-like system's build and resize, timed the way
// arrange-bench times `constraints.enaml.build` and `constraints.enaml.resize`.
//
// Not part of CI and not built by SwiftPM: Scripts/kiwi-bench.sh compiles this file against a
// checkout of nucleic/kiwi (header-only C++) named by KIWI_DIR. It includes Kiwi's headers and
// nothing else of Kiwi's.
//
// What it does (Docs/Performance.md, "Kiwi beside the engine"):
// - reads shared/bench/enaml-like.txt with the format arrange-bench's reader accepts: the
//   `# variables:` line, one constraint a line (`expression relation 0 | strength`), the
//   `# solve width=… height=…: name=value …` lines;
// - strengths as Kiwi's weights: weak 1, medium 1,000, mmedium 1,250, smedium 100,000,
//   strong 1,000,000, required Kiwi's required; `width` and `height` are edit variables at
//   strong;
// - the variables and constraints are made once, outside the timing;
// - build: a new solver, both edits, every constraint in file order (the solver destroyed at
//   the end of the operation, as arrange-bench's is);
// - resize: on one built solver, suggest width and height (the file's six sizes in turn),
//   updateVariables, read all 37 values;
// - method: warm up ≥ 100 ms, doubling the batch until one batch takes ≥ 250 µs (the warm-up
//   starts again at each doubling); then 201 timed batches; median and minimum per operation;
// - before timing, checks Kiwi's values against every `# solve` line (1e-6) and stops otherwise.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

struct ParsedLine {
  std::vector<std::pair<std::string, double>> terms;
  double constant = 0;
  kiwi::RelationalOperator relation = kiwi::OP_EQ;
  double strength = 0;
};

struct ParsedSolution {
  double width = 0;
  double height = 0;
  std::map<std::string, double> values;
};

struct ParsedSystem {
  std::vector<std::string> variableNames;
  std::vector<ParsedLine> lines;
  std::vector<ParsedSolution> solutions;
};

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "kiwi-bench: %s\n", message.c_str());
  std::exit(1);
}

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream stream(text);
  std::string word;
  while (stream >> word) result.push_back(word);
  return result;
}

std::string trim(const std::string& text) {
  size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  size_t last = text.find_last_not_of(" \t\r");
  return text.substr(first, last - first + 1);
}

double number(const std::string& text, int lineNumber) {
  char* end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (text.empty() || *end != '\0') fail("line " + std::to_string(lineNumber) + ": bad number `" + text + "`");
  return value;
}

bool isNumber(const std::string& text) {
  if (text.empty()) return false;
  char* end = nullptr;
  std::strtod(text.c_str(), &end);
  return *end == '\0';
}

double strengthNamed(const std::string& name, int lineNumber) {
  if (name == "required") return kiwi::strength::required;
  if (name == "strong") return 1e6;
  if (name == "smedium") return 1e5;
  if (name == "mmedium") return 1250;
  if (name == "medium") return 1000;
  if (name == "weak") return 1;
  fail("line " + std::to_string(lineNumber) + ": unknown strength `" + name + "`");
}

// `name=value name=value …`
std::vector<std::pair<std::string, double>> pairs(const std::string& text, int lineNumber) {
  std::vector<std::pair<std::string, double>> result;
  for (const std::string& pair : words(text)) {
    size_t equals = pair.find('=');
    if (equals == std::string::npos) fail("line " + std::to_string(lineNumber) + ": bad value `" + pair + "`");
    result.emplace_back(pair.substr(0, equals), number(pair.substr(equals + 1), lineNumber));
  }
  return result;
}

ParsedLine parseConstraint(const std::string& text, int lineNumber) {
  size_t bar = text.find('|');
  if (bar == std::string::npos) fail("line " + std::to_string(lineNumber) + ": expected `expression relation 0 | strength`");
  ParsedLine line;
  line.strength = strengthNamed(trim(text.substr(bar + 1)), lineNumber);
  std::vector<std::string> tokens = words(text.substr(0, bar));
  if (tokens.size() < 3 || tokens.back() != "0") fail("line " + std::to_string(lineNumber) + ": the right side must be 0");
  tokens.pop_back();
  const std::string relation = tokens.back();
  tokens.pop_back();
  if (relation == "==") line.relation = kiwi::OP_EQ;
  else if (relation == "<=") line.relation = kiwi::OP_LE;
  else if (relation == ">=") line.relation = kiwi::OP_GE;
  else fail("line " + std::to_string(lineNumber) + ": no relation");
  double sign = 1;
  for (const std::string& token : tokens) {
    if (token == "+" || token == "-") {
      sign = token == "+" ? 1 : -1;
      continue;
    }
    std::string body = token;
    double factor = sign;
    if (!body.empty() && body[0] == '-') {
      factor = -factor;
      body = body.substr(1);
    }
    if (isNumber(body)) {
      line.constant += factor * number(body, lineNumber);
    } else {
      size_t star = body.find('*');
      double coefficient = 1;
      std::string name = body;
      if (star != std::string::npos) {
        coefficient = number(body.substr(0, star), lineNumber);
        name = body.substr(star + 1);
      }
      line.terms.emplace_back(name, factor * coefficient);
    }
    sign = 1;
  }
  return line;
}

ParsedSystem parseFile(const std::string& path) {
  std::ifstream file(path);
  if (!file) fail("cannot read " + path);
  ParsedSystem system;
  std::string raw;
  int lineNumber = 0;
  const std::string variablesPrefix = "# variables:";
  const std::string solvePrefix = "# solve ";
  while (std::getline(file, raw)) {
    ++lineNumber;
    const std::string line = trim(raw);
    if (line.rfind(variablesPrefix, 0) == 0) {
      system.variableNames = words(line.substr(variablesPrefix.size()));
    } else if (line.rfind(solvePrefix, 0) == 0) {
      const std::string rest = line.substr(solvePrefix.size());
      size_t colon = rest.find(':');
      if (colon == std::string::npos) fail("line " + std::to_string(lineNumber) + ": a solve line needs `edit=… …: …`");
      ParsedSolution solution;
      bool hasWidth = false, hasHeight = false;
      for (const auto& edit : pairs(rest.substr(0, colon), lineNumber)) {
        if (edit.first == "width") solution.width = edit.second, hasWidth = true;
        if (edit.first == "height") solution.height = edit.second, hasHeight = true;
      }
      if (!hasWidth || !hasHeight) fail("line " + std::to_string(lineNumber) + ": needs `width=… height=…: …`");
      for (const auto& value : pairs(rest.substr(colon + 1), lineNumber)) solution.values[value.first] = value.second;
      system.solutions.push_back(solution);
    } else if (!line.empty() && line[0] != '#') {
      system.lines.push_back(parseConstraint(line, lineNumber));
    }
  }
  if (system.variableNames.empty() || system.lines.empty() || system.solutions.empty()) {
    fail(path + ": no `# variables:` line, constraint or `# solve` line");
  }
  return system;
}

// The file's variables and constraints as Kiwi objects, made once.
struct KiwiSystem {
  std::vector<kiwi::Variable> variables;
  std::vector<kiwi::Constraint> constraints;
  kiwi::Variable width;
  kiwi::Variable height;
  std::vector<std::pair<double, double>> sizes;

  explicit KiwiSystem(const ParsedSystem& system) {
    std::map<std::string, size_t> index;
    for (const std::string& name : system.variableNames) {
      index[name] = variables.size();
      variables.emplace_back(name);
    }
    auto variable = [&](const std::string& name) -> kiwi::Variable& {
      auto found = index.find(name);
      if (found == index.end()) fail("unknown variable `" + name + "`");
      return variables[found->second];
    };
    width = variable("width");
    height = variable("height");
    for (const ParsedLine& line : system.lines) {
      std::vector<kiwi::Term> terms;
      for (const auto& term : line.terms) terms.emplace_back(variable(term.first), term.second);
      constraints.emplace_back(kiwi::Expression(terms, line.constant), line.relation, line.strength);
    }
    for (const ParsedSolution& solution : system.solutions) sizes.emplace_back(solution.width, solution.height);
  }

  void build(kiwi::Solver& solver) const {
    solver.addEditVariable(width, kiwi::strength::strong);
    solver.addEditVariable(height, kiwi::strength::strong);
    for (const kiwi::Constraint& constraint : constraints) solver.addConstraint(constraint);
  }

  double resize(kiwi::Solver& solver, double w, double h) const {
    solver.suggestValue(width, w);
    solver.suggestValue(height, h);
    solver.updateVariables();
    double sum = 0;
    for (const kiwi::Variable& v : variables) sum += v.value();
    return sum;
  }
};

std::uint64_t nowNanoseconds() {
  timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return std::uint64_t(time.tv_sec) * 1000000000u + std::uint64_t(time.tv_nsec);
}

volatile double blackHoleSink = 0;

__attribute__((noinline)) void blackHole(double value) { blackHoleSink = blackHoleSink + value; }

struct Result {
  double median;
  double minimum;
  double maximum;
  long iterations;
};

// arrange-bench's MeasurementPlan.full: 100 ms warm-up, batches ≥ 250 µs, 201 samples.
Result measure(const std::function<double(long)>& body) {
  const std::uint64_t warmUp = 100000000, minimumBatch = 250000;
  const int samples = 201;
  long iterations = 1;
  std::uint64_t warmUpStart = nowNanoseconds();
  while (true) {
    std::uint64_t start = nowNanoseconds();
    blackHole(body(iterations));
    std::uint64_t elapsed = nowNanoseconds() - start;
    if (elapsed >= minimumBatch) {
      if (start - warmUpStart >= warmUp) break;
    } else {
      iterations *= 2;
      warmUpStart = start;
    }
  }
  std::vector<double> perOperation;
  for (int sample = 0; sample < samples; ++sample) {
    std::uint64_t start = nowNanoseconds();
    double checksum = body(iterations);
    std::uint64_t elapsed = nowNanoseconds() - start;
    blackHole(checksum);
    perOperation.push_back(double(elapsed) / double(iterations));
  }
  std::sort(perOperation.begin(), perOperation.end());
  return {perOperation[perOperation.size() / 2], perOperation.front(), perOperation.back(), iterations};
}

// Kiwi's values for every size against the file's (the file records Kiwi 1.5.1's solution).
void check(const KiwiSystem& kiwiSystem, const ParsedSystem& system) {
  kiwi::Solver solver;
  kiwiSystem.build(solver);
  for (const ParsedSolution& solution : system.solutions) {
    kiwiSystem.resize(solver, solution.width, solution.height);
    for (size_t i = 0; i < system.variableNames.size(); ++i) {
      const std::string& name = system.variableNames[i];
      auto expected = solution.values.find(name);
      if (expected == solution.values.end()) fail("a solve line lacks " + name);
      double value = kiwiSystem.variables[i].value();
      if (std::fabs(value - expected->second) > 1e-6) {
        std::ostringstream message;
        message << "at " << solution.width << "x" << solution.height << ", " << name << " is " << value
                << ", the file says " << expected->second;
        fail(message.str());
      }
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) fail("usage: kiwi-bench PATH/TO/enaml-like.txt");
  const ParsedSystem system = parseFile(argv[1]);
  const KiwiSystem kiwiSystem(system);
  check(kiwiSystem, system);

  Result build = measure([&](long iterations) {
    double sum = 0;
    for (long i = 0; i < iterations; ++i) {
      kiwi::Solver solver;
      kiwiSystem.build(solver);
      sum += double(kiwiSystem.constraints.size());
    }
    return sum;
  });

  kiwi::Solver solver;
  kiwiSystem.build(solver);
  size_t next = 0;
  Result resize = measure([&](long iterations) {
    double sum = 0;
    for (long i = 0; i < iterations; ++i) {
      const auto& size = kiwiSystem.sizes[next];
      next = next + 1 == kiwiSystem.sizes.size() ? 0 : next + 1;
      sum += kiwiSystem.resize(solver, size.first, size.second);
    }
    return sum;
  });

  std::printf("%-24s %11s %12s %12s  %s\n", "benchmark", "median ns", "min ns", "max ns", "batch x samples");
  std::printf("%-24s %11.1f %12.1f %12.1f  %ld x 201\n", "kiwi.enaml.build", build.median, build.minimum,
              build.maximum, build.iterations);
  std::printf("%-24s %11.1f %12.1f %12.1f  %ld x 201\n", "kiwi.enaml.resize", resize.median, resize.minimum,
              resize.maximum, resize.iterations);
  std::printf("(%zu variables, %zu constraints, %zu sizes; Kiwi at %s)\n", system.variableNames.size(),
              system.lines.size(), system.solutions.size(), KIWI_VERSION);
  return 0;
}
