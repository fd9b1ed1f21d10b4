// A small line-plot writer for the study's figures: a few series of (x, y)
// points on linear axes, as an SVG document.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace gpuasm::ptx {

struct PlotSeries {
  std::string label;
  std::vector<std::pair<double, double>> points;  // in x order
};

struct LinePlot {
  std::string title;
  std::string xLabel, yLabel;
  std::vector<PlotSeries> series;
};

std::string svgLinePlot(const LinePlot& plot);

}  // namespace gpuasm::ptx
